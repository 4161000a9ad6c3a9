/**
 * Feature templates for one token in context: the word, its affixes and shape, its
 * neighbours, their lexicon classes (Apertium's analyser, see lexicon.ts), the commonest
 * training tag and the ambiguity class (every tag seen with the word) of the word and its
 * neighbours (a cheap look-ahead for greedy decoding), and the two tags already chosen to its
 * left (greedy left-to-right decoding). Urdu marks case and
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
    ...(frequent === RARE ? rareWordFeatures(w, cls) : []),
  ];
}

/** The `frequent` entry of a word the training data saw fewer than twice. */
export const RARE = '?';

/**
 * Affix, lexicon-class and length features that only words seen fewer than twice get (in
 * training: words seen once in the rest of the corpus, through the leave-one-out counts). The
 * shared affix templates are learnt mostly from frequent words, whose word feature already
 * decides; these give unseen words weights learnt from words like them (10-fold CV: 92.37% ->
 * 92.46%, unseen words 75.9% -> 76.1%; a small gain, near the noise of these measures).
 */
function rareWordFeatures(w: string, cls: string): string[] {
  return [
    `u1 ${w.slice(-1)}`,
    `u2 ${w.slice(-2)}`,
    `u3 ${w.slice(-3)}`,
    `u4 ${w.slice(-4)}`,
    `up2 ${w.slice(0, 2)}`,
    `uc ${cls}`,
    `ul ${Math.min(w.length, 8)}`,
  ];
}

/** Where a neighbour stands relative to the word being tagged. */
export type NeighbourOffset = -2 | -1 | 1 | 2;
export const NEIGHBOUR_OFFSETS: readonly NeighbourOffset[] = [-2, -1, 1, 2];

/**
 * Features that a neighbour at padded index j contributes to the word `offset` positions away:
 * they depend on the neighbour alone, so the tagger can cache their summed weights per word.
 */
export function neighbourFeatures(p: PaddedSentence, j: number, offset: NeighbourOffset): string[] {
  const w = p.words[j]!;
  switch (offset) {
    case -2:
      return [`w-2 ${w}`];
    case -1:
      return [
        `w-1 ${w}`,
        `w-1s2 ${w.slice(-2)}`,
        `c-1 ${p.classes[j]}`,
        `f-1 ${p.frequent[j]}`,
        `a-1 ${p.ambiguity[j]}`,
      ];
    case 1:
      return [
        `w+1 ${w}`,
        `w+1s2 ${w.slice(-2)}`,
        `c+1 ${p.classes[j]}`,
        `f+1 ${p.frequent[j]}`,
        `a+1 ${p.ambiguity[j]}`,
      ];
    case 2:
      return [`w+2 ${w}`, `f+2 ${p.frequent[j]}`];
  }
}

/**
 * The keys of the pair and history templates, one function each: pairFeatures and
 * historyFeatures build their lists from them, and the tagger looks them up per word pair and
 * per tag (tagger.ts) without building the lists.
 */
export const pairKey = {
  previousWord: (previous: string, word: string) => `w-1w ${previous} ${word}`,
  nextWord: (word: string, next: string) => `ww+1 ${word} ${next}`,
  classNextWord: (cls: string, next: string) => `cw+1 ${cls} ${next}`,
  frequentNextFrequent: (frequent: string, next: string) => `ff+1 ${frequent} ${next}`,
};

export const historyKey = {
  prev: (prev: string) => `t-1 ${prev}`,
  prev2: (prev2: string) => `t-2 ${prev2}`,
  prevPrev2: (prev: string, prev2: string) => `t-1t-2 ${prev} ${prev2}`,
  prevWord: (prev: string, word: string) => `t-1w ${prev} ${word}`,
  prevNextWord: (prev: string, next: string) => `t-1w+1 ${prev} ${next}`,
  prevNextFrequent: (prev: string, nextFrequent: string) => `t-1f+1 ${prev} ${nextFrequent}`,
  prevAmbiguity: (prev: string, ambiguity: string) => `t-1a ${prev} ${ambiguity}`,
};

/** Features that pair the word with a neighbour. i indexes the padded arrays. */
export function pairFeatures(p: PaddedSentence, i: number): string[] {
  const { words, classes, frequent } = p;
  return [
    pairKey.previousWord(words[i - 1]!, words[i]!),
    pairKey.nextWord(words[i]!, words[i + 1]!),
    pairKey.classNextWord(classes[i]!, words[i + 1]!),
    pairKey.frequentNextFrequent(frequent[i]!, frequent[i + 1]!),
  ];
}

/** Features of the word's neighbours that do not depend on the tags chosen. */
export function positionFeatures(p: PaddedSentence, i: number): string[] {
  return [
    ...NEIGHBOUR_OFFSETS.flatMap((offset) => neighbourFeatures(p, i + offset, offset)),
    ...pairFeatures(p, i),
  ];
}

/** Features that pair the word with the tags chosen for the two words to its left. */
export function historyFeatures(p: PaddedSentence, i: number, prev: string, prev2: string): string[] {
  return [
    historyKey.prev(prev),
    historyKey.prev2(prev2),
    historyKey.prevPrev2(prev, prev2),
    historyKey.prevWord(prev, p.words[i]!),
    historyKey.prevNextWord(prev, p.words[i + 1]!),
    historyKey.prevNextFrequent(prev, p.frequent[i + 1]!),
    historyKey.prevAmbiguity(prev, p.ambiguity[i]!),
  ];
}

export function contextFeatures(p: PaddedSentence, i: number, prev: string, prev2: string): string[] {
  return [...positionFeatures(p, i), ...historyFeatures(p, i, prev, prev2)];
}

/** All features of position i (training uses these; the tagger caches the word part). */
export function tokenFeatures(p: PaddedSentence, i: number, prev: string, prev2: string): string[] {
  return [...wordFeatures(p, i), ...contextFeatures(p, i, prev, prev2)];
}
