import { isCacheableWord } from '../text';
import {
  END,
  historyFeatures,
  NEIGHBOUR_OFFSETS,
  type NeighbourOffset,
  neighbourFeatures,
  normalizeForFeatures,
  type PaddedSentence,
  pairFeatures,
  RARE,
  START,
  wordFeatures,
} from './features';
import { UNKNOWN_CLASS } from './lexicon';
import { netLogitsAt, type WindowNet } from './window-net';

/** The non-zero weights of one feature: class indices (into `tags`) and their weights. */
export interface WeightRow {
  classes: Uint8Array;
  values: Float32Array;
}

/** Keeps the non-zero entries of a dense row (sparse rows make scoring several times faster). */
export function sparseRow(dense: ArrayLike<number>, minAbs = 0): WeightRow | undefined {
  const classes: number[] = [];
  const values: number[] = [];
  for (let c = 0; c < dense.length; c += 1) {
    const w = dense[c]!;
    if (w !== 0 && Math.abs(w) >= minAbs) {
      classes.push(c);
      values.push(w);
    }
  }
  return classes.length === 0
    ? undefined
    : { classes: Uint8Array.from(classes), values: Float32Array.from(values) };
}

/** Everything the tagger needs at run time. */
export interface TaggerModel {
  tags: string[];
  /** Frequent words that (almost) always take one tag: answered without scoring. */
  tagdict: Map<string, string>;
  /** Word -> Apertium lexicon class (see lexicon.ts); missing words count as unknown. */
  lexicon: Map<string, string>;
  /** Word -> "COMMONEST AMBIGUITY-CLASS" from the training data (words seen at least twice). */
  frequentTags: Map<string, string>;
  weights: Map<string, WeightRow>;
  /**
   * Weights of a right-to-left tagger (the same features, trained on reversed sentences): when
   * present, each token's scores from both greedy passes are added before the argmax. The
   * committed model has none (10-fold CV 92.58% vs 92.46%, too little for half the speed).
   */
  backward?: Map<string, WeightRow>;
  /**
   * A window network (window-net.ts) whose log-probabilities, times `netWeight`, are added to
   * the left-to-right scores of each word outside the tag dictionary before the argmax (10-fold
   * CV 92.66% vs 92.46% for the perceptron alone, docs/quality/pos.md).
   */
  net?: WindowNet;
  netWeight?: number;
}

export function padSentence(
  words: readonly string[],
  lexicon: ReadonlyMap<string, string>,
  frequentTags: Pick<ReadonlyMap<string, string>, 'get'>,
): PaddedSentence {
  const summaries = words.map((w) => (frequentTags.get(w) ?? `${RARE} ${RARE}`).split(' '));
  return {
    frequent: [...START, ...summaries.map((s) => s[0]!), ...END],
    ambiguity: [...START, ...summaries.map((s) => s[1] ?? s[0]!), ...END],
    words: [...START, ...words.map(normalizeForFeatures), ...END],
    classes: [...START, ...words.map((w) => lexicon.get(w) ?? UNKNOWN_CLASS), ...END],
  };
}

function addRow(scores: Float64Array, row: WeightRow | undefined): void {
  if (!row) return;
  for (let k = 0; k < row.classes.length; k += 1) scores[row.classes[k]!]! += row.values[k]!;
}

// Summed weights of the features that depend on one word only, per weight table (each
// direction has its own), per role (the word itself, or a neighbour at -2, -1, +1, +2) and per
// word: a text repeats its words, so this replaces most feature look-ups by one (measured ~1.5x
// faster tagging for the word role, about as much again for the neighbour roles). Bounded: each
// cache is cleared when full.
type Role = 0 | NeighbourOffset;
type Weights = ReadonlyMap<string, WeightRow>;
const scoreCaches = new WeakMap<Weights, Map<Role, Map<string, Float64Array>>>();
const WORD_CACHE_LIMIT = 50_000;

function cachedScores(
  weights: Weights,
  classCount: number,
  role: Role,
  raw: string,
  features: () => readonly string[],
): Float64Array {
  let byRole = scoreCaches.get(weights);
  if (!byRole) {
    byRole = new Map();
    scoreCaches.set(weights, byRole);
  }
  let cache = byRole.get(role);
  if (!cache) {
    cache = new Map();
    byRole.set(role, cache);
  }
  let scores = cache.get(raw);
  if (!scores) {
    scores = new Float64Array(classCount);
    for (const feature of features()) addRow(scores, weights.get(feature));
    if (!isCacheableWord(raw)) return scores;
    if (cache.size >= WORD_CACHE_LIMIT) cache.clear();
    cache.set(raw, scores);
  }
  return scores;
}

function addScores(scores: Float64Array, more: Float64Array): void {
  for (let c = 0; c < scores.length; c += 1) scores[c]! += more[c]!;
}

function argmax(scores: Float64Array, from: number, count: number): number {
  let best = 0;
  for (let c = 1; c < count; c += 1) if (scores[from + c]! > scores[from + best]!) best = c;
  return best;
}

/**
 * The window network is consulted only where the perceptron's best tag leads the next by less
 * than this: on the committed model, over 105,635 scored tokens (the CLE file and 5,000
 * Wikipedia sentences), the network never changed a decision whose margin was above 18.6, and
 * 79% of the tokens lead by more than 25. Skipping them keeps the tags and about doubles the
 * speed on fresh text.
 */
const NET_MARGIN = 30;

function topMargin(scores: Float64Array, count: number): number {
  let first = -Infinity;
  let second = -Infinity;
  for (let c = 0; c < count; c += 1) {
    const s = scores[c]!;
    if (s > first) {
      second = first;
      first = s;
    } else if (s > second) second = s;
  }
  return first - second;
}

/**
 * One greedy pass over `words` in their order, each decision seeing the two tags chosen
 * before it. Scores of word i (tag dictionary words excepted) are written to row `row(i)` of
 * `scoresOut` (tags.length per row) when it is given.
 */
function greedyPass(
  model: TaggerModel,
  weights: Weights,
  words: readonly string[],
  scoresOut?: { rows: Float64Array; row: (i: number) => number },
  net?: { net: WindowNet; weight: number },
): string[] {
  const padded = padSentence(words, model.lexicon, model.frequentTags);
  const out: string[] = [];
  let prev: string = START[0];
  let prev2: string = START[1];
  const classCount = model.tags.length;
  const scores = new Float64Array(classCount);
  const raw = [...START, ...words, ...END];
  const netScores = new Float64Array(classCount);
  const netHidden = new Float32Array(net?.net.hidden ?? 0);
  for (let i = 0; i < words.length; i += 1) {
    let tag = model.tagdict.get(words[i]!);
    if (tag === undefined) {
      const at = i + 2;
      scores.set(cachedScores(weights, classCount, 0, raw[at]!, () => wordFeatures(padded, at)));
      for (const offset of NEIGHBOUR_OFFSETS) {
        const j = at + offset;
        addScores(
          scores,
          cachedScores(weights, classCount, offset, raw[j]!, () => neighbourFeatures(padded, j, offset)),
        );
      }
      for (const feature of pairFeatures(padded, at)) addRow(scores, weights.get(feature));
      for (const feature of historyFeatures(padded, at, prev, prev2)) addRow(scores, weights.get(feature));
      if (net && topMargin(scores, classCount) < NET_MARGIN) {
        // padded.words are the net's padded words too (normalised, two pads each side). The
        // logits stand for the log-probabilities: same argmax, no exponentials.
        netLogitsAt(net.net, padded.words, at, netScores, netHidden);
        for (let c = 0; c < classCount; c += 1) scores[c]! += net.weight * netScores[c]!;
      }
      tag = model.tags[argmax(scores, 0, classCount)]!;
      scoresOut?.rows.set(scores, scoresOut.row(i) * classCount);
    }
    out.push(tag);
    prev2 = prev;
    prev = tag;
  }
  return out;
}

/**
 * Greedy left-to-right decoding; with backward weights, also a greedy right-to-left pass (its
 * own history: the tags it chose to the right), and each token takes the tag whose summed
 * score from the two passes is highest. Tag dictionary words get their dictionary tag.
 */
export function tagWords(model: TaggerModel, words: readonly string[]): string[] {
  const net = model.net ? { net: model.net, weight: model.netWeight ?? 1 } : undefined;
  if (!model.backward) return greedyPass(model, model.weights, words, undefined, net);
  const classCount = model.tags.length;
  const n = words.length;
  const forward = { rows: new Float64Array(n * classCount), row: (i: number) => i };
  const backward = { rows: new Float64Array(n * classCount), row: (i: number) => n - 1 - i };
  const tags = greedyPass(model, model.weights, words, forward, net);
  greedyPass(model, model.backward, [...words].reverse(), backward);
  for (let i = 0; i < n; i += 1) {
    if (model.tagdict.has(words[i]!)) continue;
    const from = i * classCount;
    for (let c = 0; c < classCount; c += 1) forward.rows[from + c]! += backward.rows[from + c]!;
    tags[i] = model.tags[argmax(forward.rows, from, classCount)]!;
  }
  return tags;
}
