// Latin-script runs: Roman Urdu when the Roman Urdu detector prefers it, else what fastText says
// (English for most). A very confident English fastText verdict overrides a weak detector lean.
import type { LanguageGuess } from './fasttext-lid';

/**
 * Mean per-word log-likelihood ratio above which a run is Roman Urdu, and leans below WEAK_LEAN
 * that a confident English fastText verdict overrules. Set on text the quality script does not
 * use: English gettext msgids past its first 600 (short product and file-type names lean Roman
 * Urdu by a point or so), the other Dakshina dev sentences, and RUHSOLD validation tweets (Roman
 * Urdu full of English names leans only 3.5 to 4). See docs/quality/langid.md.
 */
export const ROMAN_URDU_THRESHOLD = 1;
const WEAK_LEAN = 3.5;
const ENGLISH_CONFIDENCE = 0.6;

export function classifyLatinRun(detectorScore: number, guesses: readonly LanguageGuess[]): string {
  const top = guesses[0];
  const english = guesses.find((g) => g.lang === 'en')?.prob ?? 0;
  if (detectorScore > ROMAN_URDU_THRESHOLD) {
    return english >= ENGLISH_CONFIDENCE && detectorScore < WEAK_LEAN ? 'en' : 'ur-Latn';
  }
  return top?.lang ?? 'en';
}
