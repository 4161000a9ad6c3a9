// Roman Urdu to Urdu script (word-level transliteration, 100-character requests).
export { DEFAULT_MODEL_PATH, loadRomanModel, type RomanModel } from './model';
export { ROMAN_MAX_CHARS, romanToUrdu, transliterateText, transliterateWord } from './transliterate';
export { MAX_DECODED_LETTERS, type RankedCandidate, rankCandidates } from './transliterate-word';
