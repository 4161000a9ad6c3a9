import { expandAbbreviations } from './abbreviations';
import { asciiDigits } from './digits';
import { readNumericExpressions } from './numeric-expressions';
import { type SpeechSegment, splitAtPauses } from './pauses';

export type { SpeechSegment } from './pauses';

/**
 * The Urdu text front-end: digits made ASCII, abbreviations expanded, numbers, dates, times,
 * money and percentages written as Urdu words, then split at punctuation into pauses.
 */
export function prepareUrduSpeech(text: string): SpeechSegment[] {
  const words = readNumericExpressions(expandAbbreviations(asciiDigits(text.normalize('NFC'))));
  return splitAtPauses(words);
}

/** The same as one string, for tests and for engines without pause control. */
export function urduSpeechText(text: string): string {
  return prepareUrduSpeech(text)
    .map((s) => s.text)
    .join(' ');
}
