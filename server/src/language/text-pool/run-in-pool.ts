import { EngineTimeoutError, EngineUnavailableError } from '@zuban/engines/errors';
import { sharedDeadline } from './deadline';
import type { Lane } from './lanes';
import { type TextPool, whenStarted } from './pool';
import type { TextTask, TextTaskResult } from './text-task';

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** What the caller is told (503 for these three) when the pool, not the engine, ended the task. */
function poolFailure(error: unknown, timedOut: boolean, timeoutMs: number): unknown {
  if (timedOut) {
    return new EngineTimeoutError(`The engine did not answer within ${Math.round(timeoutMs / 1000)} s.`);
  }
  if (errorCode(error) === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new EngineUnavailableError('The engine ran out of memory on this text.');
  }
  if (error instanceof Error && error.message === 'Task queue is at limit') {
    return new EngineUnavailableError('The text engines are busy. Please try again in a moment.');
  }
  return error;
}

/**
 * Runs a task on a pool thread within `timeoutMs` (up to 50 ms more: deadline.ts; waiting in the
 * queue counts; the server's start-up, while the threads load their models, does not). At the
 * deadline piscina takes a queued task out of the queue, or terminates the thread running it and
 * starts another: an endless engine loop costs one thread's restart, never the event loop. A
 * `short` task waits ahead of the long ones (lanes.ts).
 */
export async function runInTextPool<T = TextTask, R = TextTaskResult>(
  pool: TextPool<T, R>,
  task: T,
  timeoutMs: number,
  lane: Lane = 'long',
): Promise<R> {
  const starting = whenStarted(pool);
  if (starting) await starting;
  const signal = sharedDeadline(timeoutMs);
  try {
    return await pool.lanes.run(lane, signal, () => pool.run(task, { signal }));
  } catch (error) {
    throw poolFailure(error, signal.aborted, timeoutMs);
  }
}
