import { afterAll, expect, it } from 'vitest';
import { parseSettings } from '../../config/config';
import { closeTextPools, textPool } from './pool';
import { runInTextPool } from './run-in-pool';
import { textPoolSettings } from './settings';
import { startTextPool } from './warm';

afterAll(() => closeTextPools());

it('loads every model at start; calls sent meanwhile wait for it before their deadline starts', async () => {
  const config = { settings: parseSettings({ TEXT_POOL_THREADS: '1', TEXT_TASK_MEMORY_MB: '900' }) };
  const starting = startTextPool(config);
  const pool = textPool(textPoolSettings(config));
  // Loading the models takes seconds; this call's 1 s deadline only counts once they are loaded.
  const task = {
    kind: 'engine',
    service: 'postagger',
    input: { text: 'وہ گھر گیا۔', tagset: 'upos' },
  } as const;
  const answer = await runInTextPool(pool, task, 1000);
  expect(answer).toEqual({ response: 'وہ|PRON گھر|NOUN گیا|VERB ۔|PUNCT' });
  expect(await starting).toBeGreaterThan(0);
});
