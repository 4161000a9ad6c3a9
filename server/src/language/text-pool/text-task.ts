import type { ServiceOutput } from '../binding';
import type { TextModelFiles } from './model-files';
import { textEngineFor, warmTextEngines } from './text-engines';

export { warmTextEngines };

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
