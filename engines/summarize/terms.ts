import { lookupKey, wordTokens } from '../text';

/** Lookup keys of the word tokens (numbers and punctuation dropped): what TF-IDF and ROUGE count. */
export function termsOf(text: string): string[] {
  return wordTokens(text).map(lookupKey);
}
