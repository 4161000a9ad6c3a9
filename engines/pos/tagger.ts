import {
  END,
  historyKey,
  type NeighbourOffset,
  neighbourFeatures,
  normalizeForFeatures,
  type PaddedSentence,
  pairKey,
  RARE,
  START,
  wordFeatures,
} from './features';
import { UNKNOWN_CLASS } from './lexicon';
import { netLogitsFrom, type WindowNet } from './window-net';
import { newNetWord, projectionAt } from './word-projections';
import {
  asSentence,
  countPair,
  type PairRows,
  paddedInfos,
  projectionSpace,
  type RowSlot,
  scoresOf,
  type WordInfo,
  type WordScores,
  type WordTable,
  wordTableOf,
} from './word-table';

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

function addRow(scores: Float64Array, row: WeightRow | null | undefined): void {
  if (!row) return;
  for (let k = 0; k < row.classes.length; k += 1) scores[row.classes[k]!]! += row.values[k]!;
}

type Weights = ReadonlyMap<string, WeightRow>;

// Summed weights of the features that depend on one word only, per weight table, per role (the
// word itself, or a neighbour at -2, -1, +1, +2) and per word, kept in the word table
// (word-table.ts): a text repeats its words, so this replaces most feature look-ups by one. All
// five roles at once: a word in running text is almost always needed in all of them.
function entryOf(table: WordTable, weights: Weights, slot: number, info: WordInfo): WordScores {
  const entry = scoresOf(table, info, slot);
  if (!entry.summed) {
    const classCount = table.model.tags.length;
    const p = asSentence(info);
    for (let r = 0; r < 5; r += 1) {
      const role = (r - 2) as 0 | NeighbourOffset;
      const at = entry.sumsAt + r * classCount;
      for (const feature of role === 0 ? wordFeatures(p, 0) : neighbourFeatures(p, 0, role)) {
        const row = weights.get(feature);
        if (row)
          for (let k = 0; k < row.classes.length; k += 1) entry.sums[at + row.classes[k]!]! += row.values[k]!;
      }
    }
    entry.summed = true;
  }
  return entry;
}

/** The rows of the pair features of adjacent words `left` and `right` (pairFeatures). */
function pairRows(
  table: WordTable,
  weights: Weights,
  slot: number,
  left: WordInfo,
  right: WordInfo,
): PairRows {
  const leftEntry = entryOf(table, weights, slot, left);
  const next = leftEntry.next;
  let rows = next.get(right);
  if (!rows) {
    const rightPaired = entryOf(table, weights, slot, right).paired;
    const both = leftEntry.paired && rightPaired;
    rows = {
      previousWord: both ? (weights.get(pairKey.previousWord(left.word, right.word)) ?? null) : null,
      nextWord: both ? (weights.get(pairKey.nextWord(left.word, right.word)) ?? null) : null,
      classNextWord: rightPaired ? (weights.get(pairKey.classNextWord(left.cls, right.word)) ?? null) : null,
      frequentNextFrequent: weights.get(pairKey.frequentNextFrequent(left.frequent, right.frequent)) ?? null,
    };
    if (left.kept && right.kept) {
      next.set(right, rows);
      countPair(table);
    }
  }
  return rows;
}

function argmax(scores: Float64Array, from: number, count: number): number {
  let best = 0;
  for (let c = 1; c < count; c += 1) if (scores[from + c]! > scores[from + best]!) best = c;
  return best;
}

/** Looks up `key` and remembers the answer in slots[at]. */
function fill(slots: RowSlot[], at: number, weights: Weights, key: string): WeightRow | null {
  const row = weights.get(key) ?? null;
  slots[at] = row;
  return row;
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
 * One greedy pass over the padded word infos `infos` in their order, each decision seeing the
 * two tags chosen before it; `slot` names the weight table's entries in the word table (0 for
 * model.weights, 1 for model.backward). Scores of word i (tag dictionary words excepted) are
 * written to row `row(i)` of `scoresOut` (tags.length per row) when it is given. The scores are
 * the sums of tokenFeatures' rows (features.ts) added in the same order as ever, so the same to
 * the last bit: the one-word sums per role, then the pair rows, then the history rows.
 */
function greedyPass(
  model: TaggerModel,
  table: WordTable,
  slot: number,
  weights: Weights,
  infos: readonly WordInfo[],
  scoresOut?: { rows: Float64Array; row: (i: number) => number },
  net?: { net: WindowNet; weight: number },
): string[] {
  const { names } = table;
  const history = table.history[slot]!;
  const tagIds = names.length;
  const n = infos.length - 4;
  const out: string[] = new Array(n);
  let prev = table.ids.get(START[0])!;
  let prev2 = table.ids.get(START[1])!;
  const classCount = model.tags.length;
  const scores = new Float64Array(classCount);
  const netScores = new Float64Array(classCount);
  const netHidden = new Float32Array(net?.net.hidden ?? 0);
  const buffers: Float32Array[] = [];
  const offsets: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const at = i + 2;
    const info = infos[at]!;
    let tag = info.dictTag;
    if (tag < 0) {
      const next = infos[at + 1]!;
      const own = entryOf(table, weights, slot, info);
      const nextOwn = entryOf(table, weights, slot, next);
      const left2 = entryOf(table, weights, slot, infos[at - 2]!);
      const left1 = entryOf(table, weights, slot, infos[at - 1]!);
      const right2 = entryOf(table, weights, slot, infos[at + 2]!);
      // The word's sum, then each neighbour's added in turn, as separate passes added them.
      const w = own.sums;
      const wAt = own.sumsAt + 2 * classCount;
      const l2 = left2.sums;
      const l2At = left2.sumsAt;
      const l1 = left1.sums;
      const l1At = left1.sumsAt + classCount;
      const r1 = nextOwn.sums;
      const r1At = nextOwn.sumsAt + 3 * classCount;
      const r2 = right2.sums;
      const r2At = right2.sumsAt + 4 * classCount;
      for (let c = 0; c < classCount; c += 1) {
        scores[c] = w[wAt + c]! + l2[l2At + c]! + l1[l1At + c]! + r1[r1At + c]! + r2[r2At + c]!;
      }
      const before = pairRows(table, weights, slot, infos[at - 1]!, info);
      const after = pairRows(table, weights, slot, info, next);
      addRow(scores, before.previousWord);
      addRow(scores, after.nextWord);
      addRow(scores, after.classNextWord);
      addRow(scores, after.frequentNextFrequent);
      const prevName = names[prev]!;
      // Each row looked up once per tag (or tag pair, or tag and word) and remembered, absent
      // ones as null; a word that forms no such feature (paired false) needs no look-up.
      let row = history.prev[prev];
      if (row === undefined) row = fill(history.prev, prev, weights, historyKey.prev(prevName));
      addRow(scores, row);
      row = history.prev2[prev2];
      if (row === undefined) row = fill(history.prev2, prev2, weights, historyKey.prev2(names[prev2]!));
      addRow(scores, row);
      const pair = prev * tagIds + prev2;
      row = history.prevPrev2[pair];
      if (row === undefined) {
        row = fill(history.prevPrev2, pair, weights, historyKey.prevPrev2(prevName, names[prev2]!));
      }
      addRow(scores, row);
      row = own.prevTagWord[prev];
      if (row === undefined) {
        row = own.paired
          ? fill(own.prevTagWord, prev, weights, historyKey.prevWord(prevName, info.word))
          : null;
      }
      addRow(scores, row);
      row = nextOwn.prevTagNext[prev];
      if (row === undefined) {
        row = nextOwn.paired
          ? fill(nextOwn.prevTagNext, prev, weights, historyKey.prevNextWord(prevName, next.word))
          : null;
      }
      addRow(scores, row);
      row = nextOwn.prevTagNextFrequent[prev];
      if (row === undefined) {
        row = fill(
          nextOwn.prevTagNextFrequent,
          prev,
          weights,
          historyKey.prevNextFrequent(prevName, next.frequent),
        );
      }
      addRow(scores, row);
      row = own.prevTagAmbiguity[prev];
      if (row === undefined) {
        row = fill(own.prevTagAmbiguity, prev, weights, historyKey.prevAmbiguity(prevName, info.ambiguity));
      }
      addRow(scores, row);
      if (net && topMargin(scores, classCount) < NET_MARGIN) {
        // The window's words are the perceptron's padded words (normalised, two pads each
        // side). The logits stand for the log-probabilities: same argmax, no exponentials.
        for (let r = 0; r < 5; r += 1) {
          const window = infos[at - 2 + r]!;
          if (!window.net) window.net = newNetWord(...projectionSpace(table, window, net.net.hidden));
          buffers[r] = window.net.projections;
          offsets[r] = projectionAt(net.net, window.net, window.word, r);
        }
        netLogitsFrom(net.net, buffers, offsets, netScores, netHidden);
        for (let c = 0; c < classCount; c += 1) scores[c]! += net.weight * netScores[c]!;
      }
      tag = argmax(scores, 0, classCount);
      scoresOut?.rows.set(scores, scoresOut.row(i) * classCount);
    }
    out[i] = names[tag]!;
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
  const table = wordTableOf(model);
  const infos = paddedInfos(table, words);
  if (!model.backward) return greedyPass(model, table, 0, model.weights, infos, undefined, net);
  const classCount = model.tags.length;
  const n = words.length;
  const forward = { rows: new Float64Array(n * classCount), row: (i: number) => i };
  const backward = { rows: new Float64Array(n * classCount), row: (i: number) => n - 1 - i };
  const tags = greedyPass(model, table, 0, model.weights, infos, forward, net);
  const reversed = [...infos.slice(0, 2), ...infos.slice(2, n + 2).reverse(), ...infos.slice(n + 2)];
  greedyPass(model, table, 1, model.backward, reversed, backward);
  for (let i = 0; i < n; i += 1) {
    if (infos[i + 2]!.dictTag >= 0) continue;
    const from = i * classCount;
    for (let c = 0; c < classCount; c += 1) forward.rows[from + c]! += backward.rows[from + c]!;
    tags[i] = model.tags[argmax(forward.rows, from, classCount)]!;
  }
  return tags;
}
