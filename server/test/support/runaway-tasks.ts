import { getPriority } from 'node:os';
import type { TextPool } from '../../src/language/text-pool/pool';
import { textPool } from '../../src/language/text-pool/pool';
import type { TextPoolSettings } from '../../src/language/text-pool/settings';
import { runTextTask, type TextTask, type TextTaskResult } from '../../src/language/text-pool/text-task';

export { startTextThread } from '../../src/language/text-pool/text-task';

/**
 * The production tasks plus two that behave as a pathological input would, for the tests (and the
 * pool bench) that prove a runaway task ends its own thread and never the server, and one that
 * reports the thread's niceness (TEXT_POOL_NICE). They run on a
 * pool of their own (runawayPool), whose threads start from runaway-worker.mjs: the production
 * worker knows nothing of them.
 */
export type RunawayTask =
  | TextTask
  | { kind: 'spin'; ms: number }
  | { kind: 'allocate' }
  | { kind: 'niceness' };
export type RunawayTaskResult = TextTaskResult | { spun: number } | { niceness: number };

/** Holds the thread for `ms`, as an endless engine loop would. */
function spin(ms: number): { spun: number } {
  const until = performance.now() + ms;
  let turns = 0;
  while (performance.now() < until) turns++;
  return { spun: turns };
}

/** Grows the heap until the thread's resourceLimits end it. */
function allocate(): never {
  const kept: number[][] = [];
  for (;;) kept.push(new Array<number>(1_000_000).fill(kept.length + 0.5)); // 8 MB of heap each
}

/** The test worker's handler: the two runaway tasks, else the production one. */
export async function runRunawayTask(task: RunawayTask): Promise<RunawayTaskResult> {
  if (task.kind === 'spin') return spin(task.ms);
  if (task.kind === 'allocate') return allocate();
  // The thread's own niceness (pid 0 is the calling thread on Linux): pool.test.ts checks TEXT_POOL_NICE.
  if (task.kind === 'niceness') return { niceness: getPriority(0) };
  return runTextTask(task);
}

/** A text pool whose threads also run the runaway tasks (one per thread settings, as textPool). */
export function runawayPool(
  settings: Pick<TextPoolSettings, 'threads' | 'memoryMb'> & Partial<Pick<TextPoolSettings, 'nice'>>,
): TextPool<RunawayTask, RunawayTaskResult> {
  return textPool<RunawayTask, RunawayTaskResult>(settings, {
    worker: new URL('./runaway-worker.mjs', import.meta.url),
  });
}
