/**
 * Feature templates for one token in context: the word, its affixes and shape, its
 * neighbours, their lexicon classes (Apertium's analyser, see lexicon.ts), the commonest
 * training tag of the word and its neighbours (a cheap look-ahead for greedy decoding), and the two
 * tags already chosen to its left (greedy left-to-right decoding). Urdu marks case and
 * tense with suffixes and postpositions, so suffixes and the next word carry most of the
 * signal for words the training file never saw.
 */
export const START = ['-START-', '-START2-'] as const;
export const END = ['-END-', '-END2-'] as const;

/** Coarse shape: digits, Latin letters, Urdu letters, punctuation, or mixed. */
export function wordShape(word: string): string {
  if (/^[0-9۰-۹٠-٩]+([.,/:-][0-9۰-۹٠-٩]+)*$/.test(word)) return 'num';
  if (/^[A-Za-z]+$/.test(word)) return 'latin';
  if (/^[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+$/.test(word)) return 'urdu';
  if (/^[\p{P}\p{S}]+$/u.test(word)) return 'punct';
  return 'mixed';
}

/** Lower-cases Latin and folds numbers so that all years, and all other numbers, share features. */
export function normalizeForFeatures(word: string): string {
  if (/^[0-9۰-۹٠-٩]{4}$/.test(word)) return '!YEAR';
  if (/^[0-9۰-۹٠-٩]/.test(word) && wordShape(word) === 'num') return '!DIGITS';
  return word.toLowerCase();
}

/** A sentence with two START and two END pads on each side, one entry per position. */
export interface PaddedSentence {
  /** Normalised words (normalizeForFeatures). */
  words: string[];
  /** Apertium lexicon classes. */
  classes: string[];
  /** Commonest training tag ('?' when seen less than twice). */
  frequent: string[];
  /** The tags each word took in training (its ambiguity class, "NN+PN"), '?' when unseen. */
  ambiguity: string[];
}

/** Features of the word alone (normalised form, lexicon class, training tags): cacheable per word. */
export function wordFeatures(p: PaddedSentence, i: number): string[] {
  const w = p.words[i]!;
  const cls = p.classes[i]!;
  const frequent = p.frequent[i]!;
  return [
    'b',
    `w ${w}`,
    `s1 ${w.slice(-1)}`,
    `s2 ${w.slice(-2)}`,
    `s3 ${w.slice(-3)}`,
    `s4 ${w.slice(-4)}`,
    `p3 ${w.slice(0, 3)}`,
    `p1 ${w.slice(0, 1)}`,
    `p2 ${w.slice(0, 2)}`,
    `sh ${wordShape(w)}`,
    `len ${Math.min(w.length, 6)}`,
    `c ${cls}`,
    `f ${frequent}`,
    `a ${p.ambiguity[i]}`,
  ];
}

/**
 * Features of the word's neighbours that do not depend on the tags chosen (computed once per
 * position, whatever the decoder). i indexes the padded arrays.
 */
export function positionFeatures(p: PaddedSentence, i: number): string[] {
  const { words, classes, frequent } = p;
  const w = words[i]!;
  const wPrev = words[i - 1]!;
  const wNext = words[i + 1]!;
  return [
    `w-1 ${wPrev}`,
    `w-1s2 ${wPrev.slice(-2)}`,
    `w-1w ${wPrev} ${w}`,
    `w-2 ${words[i - 2]}`,
    `w+1 ${wNext}`,
    `w+1s2 ${wNext.slice(-2)}`,
    `ww+1 ${w} ${wNext}`,
    `w+2 ${words[i + 2]}`,
    `c-1 ${classes[i - 1]}`,
    `c+1 ${classes[i + 1]}`,
    `cw+1 ${classes[i]} ${wNext}`,
    `f+1 ${frequent[i + 1]}`,
    `f+2 ${frequent[i + 2]}`,
    `f-1 ${frequent[i - 1]}`,
    `ff+1 ${frequent[i]} ${frequent[i + 1]}`,
    `a+1 ${p.ambiguity[i + 1]}`,
    `a-1 ${p.ambiguity[i - 1]}`,
  ];
}

/** Features that pair the word with the tags chosen for the two words to its left. */
export function historyFeatures(p: PaddedSentence, i: number, prev: string, prev2: string): string[] {
  return [
    `t-1 ${prev}`,
    `t-2 ${prev2}`,
    `t-1t-2 ${prev} ${prev2}`,
    `t-1w ${prev} ${p.words[i]}`,
    `t-1w+1 ${prev} ${p.words[i + 1]}`,
    `t-1f+1 ${prev} ${p.frequent[i + 1]}`,
    `t-1a ${prev} ${p.ambiguity[i]}`,
  ];
}

export function contextFeatures(p: PaddedSentence, i: number, prev: string, prev2: string): string[] {
  return [...positionFeatures(p, i), ...historyFeatures(p, i, prev, prev2)];
}

/** All features of position i (training uses these; the tagger caches the word part). */
export function tokenFeatures(p: PaddedSentence, i: number, prev: string, prev2: string): string[] {
  return [...wordFeatures(p, i), ...contextFeatures(p, i, prev, prev2)];
}
