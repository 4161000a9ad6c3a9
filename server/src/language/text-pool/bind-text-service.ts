import type { z } from 'zod';
import { type BoundService, bindService } from '../binding';
import { runTextEngine } from './run-text-engine';
import type { TextEngine } from './text-engines';

/**
 * Binds a service to its entry in the text-engine table: the call runs on the text pool (inline
 * when short) and is charged after it ran (settlement.ts runThenCharge).
 */
export function bindTextService<S extends z.ZodType<{ text: string }>>(engine: TextEngine<S>): BoundService {
  return bindService(engine.declaration, (input, { ctx }) => runTextEngine(ctx, engine, input), {
    inProcess: true,
  });
}
