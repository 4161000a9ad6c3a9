/**
 * What the tagger knows about each word type of a model, kept across calls (#35): its
 * normalised form, lexicon class, training tags and tag-dictionary answer, and, per weight table,
 * the summed weights of its one-word features (per role), the weight rows of the features it
 * forms with a neighbour or with the tag before it, and its window-network projections. A text
 * repeats its words, and a tagger serving many texts sees the same few thousand again and
 * again: a token then costs a few array reads instead of about thirty feature strings built and
 * looked up.
 */
import { isCacheableWord } from '../text';
import { END, historyKey, normalizeForFeatures, type PaddedSentence, pairKey, RARE, START } from './features';
import { UNKNOWN_CLASS } from './lexicon';
import type { TaggerModel, WeightRow } from './tagger';
import type { NetWord } from './word-projections';

/** A row looked up: the row, null when the feature has no weights, undefined when not looked up yet. */
export type RowSlot = WeightRow | null | undefined;

/** Per weight table: what one word type contributes to the scores (rows filled lazily). */
export interface WordScores {
  /**
   * Summed weights of its one-word features per role, role index r (role r - 2) at
   * sumsAt + r x tags.length of `sums` (a chunk shared with other words); summed false until the
   * tagger has added them.
   */
  sums: Float64Array;
  sumsAt: number;
  summed: boolean;
  /**
   * Whether the word may appear in a feature it forms with another word or a tag (pairWordsOf):
   * when not, those features are known to have no weights without building and looking up keys.
   */
  paired: boolean;
  /** Per word to its right: the rows of the features the two form. */
  next: Map<WordInfo, PairRows>;
  /** By tag id of the previous tag: 't-1w' with this word as the word tagged. */
  prevTagWord: RowSlot[];
  /** By tag id of the previous tag: 't-1w+1' with this word as the next word. */
  prevTagNext: RowSlot[];
  /** By tag id: 't-1f+1' with this word's commonest tag (shared by words with the same one). */
  prevTagNextFrequent: RowSlot[];
  /** By tag id: 't-1a' with this word's ambiguity class (shared likewise). */
  prevTagAmbiguity: RowSlot[];
}

/** The rows of the pair features of two adjacent words (left, right). */
export interface PairRows {
  /** 'w-1w left right', a feature of the right word. */
  previousWord: WeightRow | null;
  /** 'ww+1', 'cw+1' and 'ff+1', features of the left word. */
  nextWord: WeightRow | null;
  classNextWord: WeightRow | null;
  frequentNextFrequent: WeightRow | null;
}

export interface WordInfo {
  /** Whether the table remembers it (pairs with a word it does not remember are not kept either). */
  kept: boolean;
  /** normalizeForFeatures of the word (pads: the pad). */
  word: string;
  cls: string;
  frequent: string;
  ambiguity: string;
  /** Tag id of its tag-dictionary tag, -1 when it has none (pads have none). */
  dictTag: number;
  /** Per weight table (0: left to right, 1: right to left). */
  scores: (WordScores | undefined)[];
  /** Its window-network rows and projections, once the net has read it. */
  net?: NetWord;
}

/** Per weight table: its rows for the tag-history features that involve no word. */
export interface HistoryTables {
  /** 't-1 prev' by tag id. */
  prev: RowSlot[];
  /** 't-2 prev2' by tag id. */
  prev2: RowSlot[];
  /** 't-1t-2 prev prev2' by prev id x tag-id count + prev2 id. */
  prevPrev2: RowSlot[];
  /** The shared per-word tables of 't-1f+1' by commonest tag and of 't-1a' by ambiguity class. */
  byFrequent: Map<string, RowSlot[]>;
  byAmbiguity: Map<string, RowSlot[]>;
}

/**
 * Zeroed space handed out from large chunks: one typed array per word would be one allocation
 * outside the heap per word (V8 keeps arrays over 64 bytes off-heap), the main cost of a new
 * word after its feature look-ups. A chunk lives as long as a word that uses it.
 */
export class Arena<T extends Float32Array | Float64Array> {
  chunk: T;
  private used = 0;

  constructor(
    private readonly make: (size: number) => T,
    private readonly chunkSize: number,
  ) {
    this.chunk = make(0);
  }

  /** The offset in `this.chunk` (read it after the call) of `size` zeroed numbers. */
  take(size: number): number {
    if (this.used + size > this.chunk.length) {
      this.chunk = this.make(Math.max(this.chunkSize, size));
      this.used = 0;
    }
    const at = this.used;
    this.used += size;
    return at;
  }
}

export interface WordTable {
  model: TaggerModel;
  /** What the table was built from: a model whose fields are replaced gets a new table. */
  built: Pick<TaggerModel, 'tags' | 'tagdict' | 'lexicon' | 'frequentTags' | 'weights' | 'backward' | 'net'>;
  /** Tag names by tag id: the model's tags, then the two START pads, then any other dictionary tag. */
  names: string[];
  ids: Map<string, number>;
  words: Map<string, WordInfo>;
  /** Words and word pairs remembered; the table is replaced when either passes its limit. */
  size: number;
  pairs: number;
  pads: { start: WordInfo[]; end: WordInfo[] };
  history: HistoryTables[];
  /** Space for the words' role sums and window-network projections. */
  sums: Arena<Float64Array>;
  projections: Arena<Float32Array>;
}

/**
 * Words, and word pairs, remembered per model before the table starts again (the former per-role
 * caches held 50,000 words each). A word costs about 4 kB (its role sums and projections), a
 * pair about 100 bytes.
 */
const WORD_LIMIT = 50_000;
const PAIR_LIMIT = 200_000;

const tables = new WeakMap<TaggerModel, WordTable>();

function padInfo(pad: string): WordInfo {
  return {
    kept: true,
    word: pad,
    cls: pad,
    frequent: pad,
    ambiguity: pad,
    dictTag: -1,
    scores: [],
  };
}

function newTable(model: TaggerModel): WordTable {
  const names = [...model.tags, START[0], START[1]];
  const ids = new Map<string, number>();
  names.forEach((name, id) => {
    if (!ids.has(name)) ids.set(name, id);
  });
  for (const tag of model.tagdict.values()) {
    if (!ids.has(tag)) {
      ids.set(tag, names.length);
      names.push(tag);
    }
  }
  const tagCount = names.length;
  const history = [0, 1].map(() => ({
    prev: new Array<RowSlot>(tagCount),
    prev2: new Array<RowSlot>(tagCount),
    prevPrev2: new Array<RowSlot>(tagCount * tagCount),
    byFrequent: new Map(),
    byAmbiguity: new Map(),
  }));
  const { tags, tagdict, lexicon, frequentTags, weights, backward, net } = model;
  return {
    model,
    built: { tags, tagdict, lexicon, frequentTags, weights, backward, net },
    names,
    ids,
    words: new Map(),
    size: 0,
    pairs: 0,
    pads: { start: START.map(padInfo), end: END.map(padInfo) },
    history,
    sums: new Arena((size) => new Float64Array(size), 1 << 16),
    projections: new Arena((size) => new Float32Array(size), 1 << 18),
  };
}

function stillFits(table: WordTable, model: TaggerModel): boolean {
  const b = table.built;
  return (
    table.size < WORD_LIMIT &&
    table.pairs < PAIR_LIMIT &&
    b.tags === model.tags &&
    b.tagdict === model.tagdict &&
    b.lexicon === model.lexicon &&
    b.frequentTags === model.frequentTags &&
    b.weights === model.weights &&
    b.backward === model.backward &&
    b.net === model.net
  );
}

/** The model's word table, new when the model changed or the table is full (checked per call). */
export function wordTableOf(model: TaggerModel): WordTable {
  let table = tables.get(model);
  if (!table || !stillFits(table, model)) {
    table = newTable(model);
    tables.set(model, table);
  }
  return table;
}

function newInfo(table: WordTable, raw: string): WordInfo {
  const { model } = table;
  // As padSentence: "COMMONEST AMBIGUITY-CLASS", or RARE twice.
  const summary = (model.frequentTags.get(raw) ?? `${RARE} ${RARE}`).split(' ');
  const dict = model.tagdict.get(raw);
  return {
    kept: isCacheableWord(raw),
    word: normalizeForFeatures(raw),
    cls: model.lexicon.get(raw) ?? UNKNOWN_CLASS,
    frequent: summary[0]!,
    ambiguity: summary[1] ?? summary[0]!,
    dictTag: dict === undefined ? -1 : table.ids.get(dict)!,
    scores: [],
  };
}

/** The padded infos of `words` (two START pads before, two END pads after). */
export function paddedInfos(table: WordTable, words: readonly string[]): WordInfo[] {
  const out: WordInfo[] = [table.pads.start[0]!, table.pads.start[1]!];
  for (const raw of words) {
    let info = table.words.get(raw);
    if (!info) {
      info = newInfo(table, raw);
      // Very long words are computed for this call only (engines/text/word-cache.ts).
      if (info.kept) {
        table.words.set(raw, info);
        table.size += 1;
      }
    }
    out.push(info);
  }
  out.push(table.pads.end[0]!, table.pads.end[1]!);
  return out;
}

/** One position of a PaddedSentence holding `info` (to build its one-word features with features.ts). */
export function asSentence(info: WordInfo): PaddedSentence {
  return { words: [info.word], classes: [info.cls], frequent: [info.frequent], ambiguity: [info.ambiguity] };
}

// The key prefixes ("w-1w " ...) of the templates whose keys hold a word and another value (a
// word, class or tag), from the keys themselves.
const PAIRED_PREFIXES = [
  pairKey.previousWord('a', 'b'),
  pairKey.nextWord('a', 'b'),
  pairKey.classNextWord('a', 'b'),
  historyKey.prevWord('a', 'b'),
  historyKey.prevNextWord('a', 'b'),
].map((key) => key.slice(0, key.indexOf(' ') + 1));

const pairWordSets = new WeakMap<ReadonlyMap<string, WeightRow>, Set<string>>();

/**
 * Every space-separated piece of the keys of those templates in `weights`: a word without a
 * space that is not among them has none of those features (a word unseen in training, most new
 * words of a text). Built once per weight table (~30 ms for the committed model's 81,000 keys,
 * at load: prepareTagger).
 */
function pairWordsOf(weights: ReadonlyMap<string, WeightRow>): Set<string> {
  let words = pairWordSets.get(weights);
  if (!words) {
    words = new Set();
    const prefixes = new Set(PAIRED_PREFIXES);
    for (const key of weights.keys()) {
      const space = key.indexOf(' ');
      if (space < 0 || !prefixes.has(key.slice(0, space + 1))) continue;
      for (const piece of key.slice(space + 1).split(' ')) words.add(piece);
    }
    pairWordSets.set(weights, words);
  }
  return words;
}

/** Builds what the first call would otherwise build (the model's word table and key sets). */
export function prepareTagger(model: TaggerModel): void {
  wordTableOf(model);
  pairWordsOf(model.weights);
  if (model.backward) pairWordsOf(model.backward);
}

/** The per-weight-table entry of a word, created on first use. */
export function scoresOf(table: WordTable, info: WordInfo, slot: number): WordScores {
  let scores = info.scores[slot];
  if (!scores) {
    const tagCount = table.names.length;
    const history = table.history[slot]!;
    let byFrequent = history.byFrequent.get(info.frequent);
    if (!byFrequent) {
      byFrequent = new Array<RowSlot>(tagCount);
      history.byFrequent.set(info.frequent, byFrequent);
    }
    let byAmbiguity = history.byAmbiguity.get(info.ambiguity);
    if (!byAmbiguity) {
      byAmbiguity = new Array<RowSlot>(tagCount);
      history.byAmbiguity.set(info.ambiguity, byAmbiguity);
    }
    // A word the table does not keep gets space of its own, freed with it.
    const size = 5 * table.model.tags.length;
    const sumsAt = info.kept ? table.sums.take(size) : 0;
    scores = {
      sums: info.kept ? table.sums.chunk : new Float64Array(size),
      sumsAt,
      summed: false,
      paired: info.word.includes(' ') || pairWordsOf(weightsOf(table, slot)).has(info.word),
      next: new Map(),
      prevTagWord: new Array<RowSlot>(tagCount),
      prevTagNext: new Array<RowSlot>(tagCount),
      prevTagNextFrequent: byFrequent,
      prevTagAmbiguity: byAmbiguity,
    };
    info.scores[slot] = scores;
  }
  return scores;
}

function weightsOf(table: WordTable, slot: number): ReadonlyMap<string, WeightRow> {
  return (slot === 0 ? table.built.weights : table.built.backward) ?? new Map();
}

/** Space for the five window-network projections of a word (net.hidden each): buffer and offset. */
export function projectionSpace(table: WordTable, info: WordInfo, hidden: number): [Float32Array, number] {
  if (!info.kept) return [new Float32Array(5 * hidden), 0];
  const at = table.projections.take(5 * hidden);
  return [table.projections.chunk, at];
}

/** Counts a remembered word pair toward the table's limit. */
export function countPair(table: WordTable): void {
  table.pairs += 1;
}
