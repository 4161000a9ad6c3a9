// Lexicon-based profanity estimation for Urdu script and Roman Urdu, score 0 to 1.
export { loadProfanityLexicon, type ProfanityLexicon } from './lexicon';
export { type ProfanityHit, type ProfanityResult, profanityScore } from './score';
