import type { TextPoolSettings } from './settings';

/**
 * Whether a call runs on the event loop: its engine's declared worst cost per character times the
 * text's length fits the budget (TEXT_INLINE_BUDGET_US) and the text is within the cap
 * (TEXT_INLINE_MAX_CHARS). The cost is the engine's worst over hostile inputs, not its typical
 * one, so no text of any shape holds the event loop much past the budget; an engine without a
 * declared cost (romanization: one new word can take tens of ms) never runs inline.
 */
export function runsInline(
  engine: { usPerChar: number | undefined },
  chars: number,
  settings: Pick<TextPoolSettings, 'inlineBudgetUs' | 'inlineMaxChars'>,
): boolean {
  if (engine.usPerChar === undefined || chars > settings.inlineMaxChars) return false;
  return engine.usPerChar * chars <= settings.inlineBudgetUs;
}

/** Pool tasks estimated (as above) under this many µs take the short lane (lanes.ts). */
export const SHORT_TASK_US = 10_000;

/**
 * The pool lane of a call that does not run inline: short when its worst cost is under 10 ms (a
 * 1,000-character stemmer, POS up to 500 characters), so the 3,000-character POS and spelling
 * calls (60-200 ms each) never hold it up in the queue. Romanization (no declared cost) is long.
 */
export function poolLane(engine: { usPerChar: number | undefined }, chars: number): 'short' | 'long' {
  return engine.usPerChar !== undefined && engine.usPerChar * chars < SHORT_TASK_US ? 'short' : 'long';
}
