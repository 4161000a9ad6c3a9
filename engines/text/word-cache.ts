/**
 * Per-word caches (stems, tag scores, projections) hold up to tens of thousands of entries. Real
 * words are short; a hostile text of long "words" would make each entry kilobytes and the caches
 * hundreds of megabytes across calls, so words longer than this are computed and not remembered.
 */
export const CACHEABLE_WORD_LENGTH = 64;

export function isCacheableWord(word: string): boolean {
  return word.length <= CACHEABLE_WORD_LENGTH;
}
