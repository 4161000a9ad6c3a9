// Shared Urdu text utilities used by every text engine. API documented in README.md.
export { isArabicLetter, isArabicMark, isDigit, isLetter, type Script, scriptOf } from './chars';
export { fastLookupKey } from './fast-lookup-key';
export { lookupKey, type NormalizeOptions, normalizeUrdu } from './normalize';
export { type SentenceSpan, splitSentences, splitSentencesWithOffsets } from './sentences';
export { scanTokens, type TokenVisitor } from './token-scan';
export { type Token, type TokenKind, tokenize, tokenizeWithOffsets, wordTokens } from './tokenize';
export { normalizeForm, type UnicodeForm } from './unicode-form';
export { CACHEABLE_WORD_LENGTH, isCacheableWord } from './word-cache';
