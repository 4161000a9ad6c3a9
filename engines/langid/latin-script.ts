// Latin-script runs: Roman Urdu when the Roman Urdu detector prefers it, else what fastText says
// (English for most). A very confident English fastText verdict overrides a weak detector lean.
import type { LanguageGuess } from './fasttext-lid';

/** Mean per-word log-likelihood ratio above which a run is Roman Urdu (tuned on dev data). */
export const ROMAN_URDU_THRESHOLD = 0;
/** Detector leans this weak are overruled by fastText at ENGLISH_CONFIDENCE or more. */
const WEAK_LEAN = 4;
const ENGLISH_CONFIDENCE = 0.6;

export function classifyLatinRun(detectorScore: number, guesses: readonly LanguageGuess[]): string {
  const top = guesses[0];
  const english = guesses.find((g) => g.lang === 'en')?.prob ?? 0;
  if (detectorScore > ROMAN_URDU_THRESHOLD) {
    return english >= ENGLISH_CONFIDENCE && detectorScore < WEAK_LEAN ? 'en' : 'ur-Latn';
  }
  return top?.lang ?? 'en';
}
