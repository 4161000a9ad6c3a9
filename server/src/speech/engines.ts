import type { AppContext } from '../context';
import type { SpeechEngines } from './make-engines';

export type { SpeechEngines } from './make-engines';

/** The context's speech engines (ctx.speech), made on first use. */
export function speechEngines(ctx: AppContext): SpeechEngines {
  return ctx.speech.get();
}
