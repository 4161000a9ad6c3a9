import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { ServiceOutput } from '../binding';
import { poolLane, runsInline } from './inline-decision';
import { textPool } from './pool';
import { runInTextPool } from './run-in-pool';
import { textPoolSettings } from './settings';
import type { TextEngine } from './text-engines';
import type { TextTaskResult } from './text-task';

function isServiceOutput(result: TextTaskResult): result is ServiceOutput {
  return 'response' in result;
}

/**
 * A text engine call: on the event loop when the engine's worst cost on a text this long fits the
 * inline budget (inline-decision.ts; never romanization), else on a pool thread with a deadline
 * and a memory cap.
 */
export async function runTextEngine<S extends z.ZodType<{ text: string }>>(
  ctx: AppContext,
  engine: TextEngine<S>,
  input: z.output<S>,
): Promise<ServiceOutput> {
  const settings = textPoolSettings(ctx.config);
  const models = settings.models;
  if (runsInline(engine, input.text.length, settings)) return engine.run(input, models);
  const task = { kind: 'engine', service: engine.declaration.id, input, models } as const;
  const lane = poolLane(engine, input.text.length);
  const result = await runInTextPool(textPool(settings), task, settings.timeoutMs, lane);
  if (!isServiceOutput(result))
    throw new Error(`The text pool answered a ${engine.declaration.id} call without a response.`);
  return result;
}
