import type { ServiceOutput } from '../binding';
import type { TextModelFiles } from './model-files';
import { textEngineFor, warmTextEngines } from './text-engines';

export { warmTextEngines };

/**
 * What the main thread asks of a text-pool worker. `spin` and `allocate` exist for the tests that
 * prove a runaway task ends its own thread and never the server; no route sends them.
 */
export type TextTask =
  | { kind: 'engine'; service: string; input: unknown; models?: TextModelFiles }
  | { kind: 'warm'; models?: TextModelFiles }
  | { kind: 'spin'; ms: number }
  | { kind: 'allocate' };

export type TextTaskResult = ServiceOutput | { warmed: true } | { spun: number };

/** Holds the thread, as a pathological input would. */
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
    case 'spin':
      return spin(task.ms);
    case 'allocate':
      return allocate();
  }
}
