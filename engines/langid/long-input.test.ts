import { beforeAll, describe, expect, it } from 'vitest';
import { classifySentence, warmUpLid } from './index';

beforeAll(() => warmUpLid(), 60_000);

describe('langid on hostile input', () => {
  // 80,000 script runs in one sentence: copying each script's word list per run took 50 s.
  it('groups a sentence of 80,000 alternating script runs in one pass', async () => {
    const s = await classifySentence('ب a '.repeat(40_000));
    expect(s.runs).toHaveLength(80_000);
    expect(s.runs[0]).toMatchObject({ text: 'ب', letters: 1 });
  });
});
