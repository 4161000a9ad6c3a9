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
