import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/app';
import { modelsFetchCommand } from './models-command';
import { UsageError } from './usage-error';

describe('models fetch', () => {
  it('names the models it knows and refuses others', async () => {
    const t = await createTestApp('sqlite');
    try {
      await expect(modelsFetchCommand(t.ctx, [])).rejects.toThrow(/whisper-base/);
      await expect(modelsFetchCommand(t.ctx, [])).rejects.toThrow(
        /default, which make start fetches: whisper-small/,
      );
      await expect(modelsFetchCommand(t.ctx, ['whisper-huge'])).rejects.toThrow(UsageError);
    } finally {
      await t.close();
    }
  });
});
