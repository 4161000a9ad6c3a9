// Language identification: share of Urdu (Urdu script or Roman Urdu) in a text, 0 to 1.
export type { LanguageGuess } from './fasttext-lid';
export {
  classifySentence,
  type RunResult,
  type SentenceResult,
  type UrduShare,
  urduShare,
  warmUpLid,
} from './urdu-share';
