import type { Config } from '../../config/config';
import { markStarting, textPool } from './pool';
import { textPoolSettings } from './settings';

// Loading every model takes a thread ~6 s of CPU on the reference machine, longer while its
// siblings load theirs on the same cores.
const START_DEADLINE_MS = 180_000;

/**
 * The server's start: creates the pool with every thread loading every engine's model, and
 * resolves with the milliseconds it took. Calls that arrive meanwhile wait for it, and their own
 * deadline starts once it is done, so the first paid calls are neither slow nor timed out. One
 * `warm` task per thread, sent together, lands on each idle thread and returns once it is loaded.
 */
export async function startTextPool(config: Pick<Config, 'settings'>): Promise<number> {
  const started = performance.now();
  const settings = textPoolSettings(config);
  const pool = textPool(settings, { preload: true, models: settings.models });
  const signal = AbortSignal.timeout(START_DEADLINE_MS);
  const loading = Promise.all(
    Array.from({ length: settings.threads }, () =>
      pool.run({ kind: 'warm', models: settings.models }, { signal }),
    ),
  );
  markStarting(pool, loading);
  await loading;
  return performance.now() - started;
}
