import { setPriority } from 'node:os';
import type { ServiceOutput } from '../binding';
import type { TextModelFiles } from './model-files';
import { textEngineFor, warmTextEngines } from './text-engines';

export { warmTextEngines };

/** What the pool gives each of its threads (pool.ts `workerData`). */
export interface TextThreadData {
  /** Load every engine's model before the thread takes a task (the server's pool). */
  preload?: boolean;
  models?: TextModelFiles;
  /** The thread's niceness (TEXT_POOL_NICE). */
  nice?: number;
}

/**
 * A pool thread's start, before it takes a task (its worker entry awaits it). The niceness first,
 * so even the model loads yield to the event loop. On Linux a niceness set with pid 0 is the
 * calling thread's alone; elsewhere it would be the whole process's, so it is left alone there.
 */
export async function startTextThread(data: TextThreadData | undefined): Promise<void> {
  const nice = data?.nice ?? 0;
  if (process.platform === 'linux' && nice > 0) setPriority(0, nice);
  if (data?.preload === true) await warmTextEngines(data.models);
}

/**
 * What the main thread asks of a text-pool worker. Tests that need tasks of their own (a runaway
 * one) give the pool a worker entry of their own that adds them (textPool's `worker` option).
 */
export type TextTask =
  | { kind: 'engine'; service: string; input: unknown; models?: TextModelFiles }
  | { kind: 'warm'; models?: TextModelFiles };

export type TextTaskResult = ServiceOutput | { warmed: true };

/** The worker's handler: everything a text-pool thread does. */
export async function runTextTask(task: TextTask): Promise<TextTaskResult> {
  switch (task.kind) {
    case 'engine': {
      const engine = textEngineFor(task.service);
      if (!engine) throw new Error(`No text engine for service ${task.service}.`);
      return engine.runUntrusted(task.input, task.models);
    }
    case 'warm':
      await warmTextEngines(task.models);
      return { warmed: true };
  }
}
