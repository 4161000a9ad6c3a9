/**
 * A small feed-forward window network (Collobert et al. 2011, without the sentence-level
 * layer): embeddings of the word, its affixes and its neighbours within ±2, one ReLU hidden
 * layer, a softmax over the tags. It sees no tag history and no training-tag tables, so its
 * errors differ from the perceptron's, and the tagger adds its log-probabilities to the
 * perceptron's scores (docs/quality/pos.md).
 */
import { isCacheableWord } from '../text';
import { END, normalizeForFeatures, START } from './features';

/** Where a window word stands relative to the word being tagged. */
export type Role = -2 | -1 | 0 | 1 | 2;
export const ROLES: readonly Role[] = [-2, -1, 0, 1, 2];

/**
 * The embedding slots each role reads: the word itself everywhere, affixes of the word and of
 * its immediate neighbours (Urdu marks case, number and tense with suffixes), and, in a net
 * trained with word vectors, the word's fixed skip-gram vector ('v', training/skipgram.ts).
 */
const SLOTS: Record<Role, readonly string[]> = {
  [-2]: ['w'],
  [-1]: ['w', 's2', 's3'],
  0: ['w', 's1', 's2', 's3', 's4', 'p1', 'p2', 'p3'],
  1: ['w', 's2', 's3'],
  2: ['w'],
};

/** Per role, its slots and the index of its first one in the net's slot order (roles -2..2). */
export interface Layout {
  slots: Record<Role, readonly string[]>;
  start: Record<Role, number>;
  count: number;
}

function makeLayout(vectors: boolean): Layout {
  const slots = {} as Record<Role, readonly string[]>;
  const start = {} as Record<Role, number>;
  let count = 0;
  for (const role of ROLES) {
    slots[role] = vectors ? [...SLOTS[role], 'v'] : SLOTS[role];
    start[role] = count;
    count += slots[role].length;
  }
  return { slots, start, count };
}

const LAYOUTS = { plain: makeLayout(false), vectors: makeLayout(true) };

export function layoutOf(net: Pick<WindowNet, 'vectors'>): Layout {
  return net.vectors ? LAYOUTS.vectors : LAYOUTS.plain;
}

/** The key of slot `slot` for a normalised word (what an embedding row is looked up by). */
export function slotKey(slot: string, word: string): string {
  switch (slot) {
    case 'w':
    case 'v':
      return `${slot} ${word}`;
    case 's1':
    case 's2':
    case 's3':
    case 's4':
      return `${slot} ${word.slice(-Number(slot[1]))}`;
    default:
      return `${slot} ${word.slice(0, Number(slot[1]))}`;
  }
}

/** The unknown row of a slot kind: keys never seen in training fall back to it. */
export function unknownKey(slot: string): string {
  return `${slot} !UNK`;
}

/** Trainable slot kinds (each has an unknown row); 'v' rows are fixed word vectors. */
export const SLOT_KINDS = ['w', 's1', 's2', 's3', 's4', 'p1', 'p2', 'p3'] as const;

export interface WindowNet {
  tags: string[];
  /** Embedding width. */
  dim: number;
  /** Hidden units. */
  hidden: number;
  /** Whether each role also reads the word's fixed skip-gram vector ('v' keys). */
  vectors: boolean;
  /** Key -> embedding row. */
  keys: Map<string, number>;
  /** keys.size x dim. */
  embeddings: Float32Array;
  /** layoutOf(net).count blocks of dim x hidden (row-major: input unit, then hidden unit). */
  w1: Float32Array;
  b1: Float32Array;
  /** hidden x tags. */
  w2: Float32Array;
  b2: Float32Array;
}

/** Embedding rows of one window word's slots in one role (unknown keys -> the slot's unknown row). */
export function roleRows(net: Pick<WindowNet, 'keys' | 'vectors'>, role: Role, word: string): number[] {
  return layoutOf(net).slots[role].map(
    (slot) => net.keys.get(slotKey(slot, word)) ?? net.keys.get(unknownKey(slot))!,
  );
}

/** Every key a normalised word gives in any role (training builds the key table from these). */
export function wordKeys(word: string): string[] {
  return SLOT_KINDS.map((slot) => slotKey(slot, word));
}

/** The padded, normalised window words of a sentence (two pads each side, as the perceptron's). */
export function paddedWords(words: readonly string[]): string[] {
  return [...START, ...words.map(normalizeForFeatures), ...END];
}

// Per role and word, the first layer's output for that word's slots (its embeddings times
// their weight blocks): the hidden layer is then five cached vectors added, so a token costs
// about hidden x (5 + tags) operations once a text's words have been seen. Under it, a cache
// per slot and embedding row: a new word mostly shares its affix rows (and the unknown word
// row) with words already seen, so only its own word and vector rows cost dim x hidden each.
const roleCaches = new WeakMap<WindowNet, Map<string, Float32Array>[]>();
const rowCaches = new WeakMap<WindowNet, Map<number, Float32Array>[]>();
const CACHE_LIMIT = 50_000;

/**
 * Writes embedding row `row` times the w1 block of slot `slot` into `out` at `at` (hidden
 * values). Each unit's sum runs over the embedding's non-zero entries in order, rounded to
 * float32 after every addition as adding into a Float32Array is; eight units at a time in local
 * sums, which gives the same floats as the plain loop (unit by unit, entry by entry) at about
 * two thirds of its cost.
 */
export function projectRow(net: WindowNet, slot: number, row: number, out: Float32Array, at = 0): void {
  const { dim, hidden, embeddings, w1 } = net;
  if (nonZero.length < dim) {
    nonZero = new Float64Array(dim);
    nonZeroFrom = new Int32Array(dim);
  }
  const block = slot * dim * hidden;
  let m = 0;
  for (let d = 0; d < dim; d += 1) {
    const x = embeddings[row * dim + d]!;
    if (x === 0) continue;
    nonZero[m] = x;
    nonZeroFrom[m] = block + d * hidden;
    m += 1;
  }
  let h = 0;
  for (; h + 8 <= hidden; h += 8) {
    let a0 = 0;
    let a1 = 0;
    let a2 = 0;
    let a3 = 0;
    let a4 = 0;
    let a5 = 0;
    let a6 = 0;
    let a7 = 0;
    for (let j = 0; j < m; j += 1) {
      const x = nonZero[j]!;
      const from = nonZeroFrom[j]! + h;
      a0 = Math.fround(a0 + x * w1[from]!);
      a1 = Math.fround(a1 + x * w1[from + 1]!);
      a2 = Math.fround(a2 + x * w1[from + 2]!);
      a3 = Math.fround(a3 + x * w1[from + 3]!);
      a4 = Math.fround(a4 + x * w1[from + 4]!);
      a5 = Math.fround(a5 + x * w1[from + 5]!);
      a6 = Math.fround(a6 + x * w1[from + 6]!);
      a7 = Math.fround(a7 + x * w1[from + 7]!);
    }
    out[at + h] = a0;
    out[at + h + 1] = a1;
    out[at + h + 2] = a2;
    out[at + h + 3] = a3;
    out[at + h + 4] = a4;
    out[at + h + 5] = a5;
    out[at + h + 6] = a6;
    out[at + h + 7] = a7;
  }
  for (; h < hidden; h += 1) {
    let a = 0;
    for (let j = 0; j < m; j += 1) a = Math.fround(a + nonZero[j]! * w1[nonZeroFrom[j]! + h]!);
    out[at + h] = a;
  }
}

/** Scratch space of projectRow: the embedding's non-zero entries and their w1 row offsets. */
let nonZero = new Float64Array(0);
let nonZeroFrom = new Int32Array(0);

/** hidden-sized: embedding row `row` times the w1 block of slot `slot`, cached. */
export function rowProjection(net: WindowNet, slot: number, row: number): Float32Array {
  let bySlot = rowCaches.get(net);
  if (!bySlot) {
    bySlot = Array.from({ length: layoutOf(net).count }, () => new Map());
    rowCaches.set(net, bySlot);
  }
  const cache = bySlot[slot]!;
  let projection = cache.get(row);
  if (!projection) {
    projection = new Float32Array(net.hidden);
    projectRow(net, slot, row, projection);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(row, projection);
  }
  return projection;
}

/** hidden-sized: sum over the role's slots of embedding(slot key) x w1 block of the slot. */
export function roleProjection(net: WindowNet, role: Role, word: string, out: Float32Array): void {
  const start = layoutOf(net).start[role];
  roleRows(net, role, word).forEach((row, k) => {
    const projection = rowProjection(net, start + k, row);
    for (let h = 0; h < net.hidden; h += 1) out[h]! += projection[h]!;
  });
}

/** The per-role word caches of a net (index role + 2). */
function roleCachesOf(net: WindowNet): Map<string, Float32Array>[] {
  let byRole = roleCaches.get(net);
  if (!byRole) {
    byRole = ROLES.map(() => new Map());
    roleCaches.set(net, byRole);
  }
  return byRole;
}

function cachedProjection(
  net: WindowNet,
  cache: Map<string, Float32Array>,
  role: Role,
  word: string,
): Float32Array {
  let projection = cache.get(word);
  if (!projection) {
    projection = new Float32Array(net.hidden);
    roleProjection(net, role, word, projection);
    if (!isCacheableWord(word)) return projection;
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(word, projection);
  }
  return projection;
}

/** Writes log-softmax of `logits` into `out` (same length). */
export function logSoftmax(logits: ArrayLike<number>, out: Float64Array | Float32Array): void {
  let max = -Infinity;
  for (let c = 0; c < logits.length; c += 1) max = Math.max(max, logits[c]!);
  let sum = 0;
  for (let c = 0; c < logits.length; c += 1) sum += Math.exp(logits[c]! - max);
  const log = max + Math.log(sum);
  for (let c = 0; c < logits.length; c += 1) out[c] = logits[c]! - log;
}

/**
 * hidden-sized: the first layer's output for `word` (normalised) in `role`, cached per role and
 * word. The returned array is shared: read it, never write it.
 */
export function wordProjection(net: WindowNet, role: Role, word: string): Float32Array {
  return cachedProjection(net, roleCachesOf(net)[role + 2]!, role, word);
}

/**
 * netLogitsAt from the five window words' projections (roles -2..2 in order), projection r at
 * offsets[r] of buffers[r]: the tagger keeps them per word, so a token costs no look-ups. Same
 * operations in the same order as netLogitsAt, so the same logits to the last bit.
 */
export function netLogitsFrom(
  net: WindowNet,
  buffers: readonly Float32Array[],
  offsets: readonly number[],
  out: Float64Array,
  hidden: Float32Array,
): void {
  const { w2, b1, b2 } = net;
  const tagCount = net.tags.length;
  const size = net.hidden;
  const p0 = buffers[0]!;
  const p1 = buffers[1]!;
  const p2 = buffers[2]!;
  const p3 = buffers[3]!;
  const p4 = buffers[4]!;
  const o0 = offsets[0]!;
  const o1 = offsets[1]!;
  const o2 = offsets[2]!;
  const o3 = offsets[3]!;
  const o4 = offsets[4]!;
  // Each sum rounded to float32 after every addition, as adding into a Float32Array does.
  for (let k = 0; k < size; k += 1) {
    let h = Math.fround(b1[k]! + p0[o0 + k]!);
    h = Math.fround(h + p1[o1 + k]!);
    h = Math.fround(h + p2[o2 + k]!);
    h = Math.fround(h + p3[o3 + k]!);
    hidden[k] = Math.fround(h + p4[o4 + k]!);
  }
  // The output layer over the active (ReLU > 0) units only, four tags at a time in local sums:
  // each tag's sum still starts at its bias and adds the units in ascending order, as
  // `out[c] += a * w2[k][c]` unit by unit did, so the same doubles to the last bit, at about
  // half the cost (no load and store of out[c] per unit).
  if (active.length < size) {
    active = new Float64Array(size);
    activeFrom = new Int32Array(size);
  }
  let m = 0;
  for (let k = 0; k < size; k += 1) {
    const a = hidden[k]!;
    // Not `a > 0`: a NaN unit is added, as before.
    if (!(a <= 0)) {
      active[m] = a;
      activeFrom[m] = k * tagCount;
      m += 1;
    }
  }
  let c = 0;
  for (; c + 4 <= tagCount; c += 4) {
    let s0: number = b2[c]!;
    let s1: number = b2[c + 1]!;
    let s2: number = b2[c + 2]!;
    let s3: number = b2[c + 3]!;
    for (let j = 0; j < m; j += 1) {
      const a = active[j]!;
      const from = activeFrom[j]! + c;
      s0 += a * w2[from]!;
      s1 += a * w2[from + 1]!;
      s2 += a * w2[from + 2]!;
      s3 += a * w2[from + 3]!;
    }
    out[c] = s0;
    out[c + 1] = s1;
    out[c + 2] = s2;
    out[c + 3] = s3;
  }
  for (; c < tagCount; c += 1) {
    let s0: number = b2[c]!;
    for (let j = 0; j < m; j += 1) s0 += active[j]! * w2[activeFrom[j]! + c]!;
    out[c] = s0;
  }
}

/** Scratch space of netLogitsFrom: the active hidden units' values and their w2 row offsets. */
let active = new Float64Array(0);
let activeFrom = new Int32Array(0);

/**
 * Unnormalised log-probabilities (logits) of every tag for the word at padded index `at` of
 * `padded` (paddedWords), written to `out` (net.tags.length long); `hidden` is scratch space.
 * They differ from the log-probabilities by one constant per word, so adding them times a
 * weight to other scores picks the same argmax without the exponentials.
 */
export function netLogitsAt(
  net: WindowNet,
  padded: readonly string[],
  at: number,
  out: Float64Array,
  hidden = new Float32Array(net.hidden),
): void {
  const projections = ROLES.map((role) => wordProjection(net, role, padded[at + role]!));
  netLogitsFrom(net, projections, [0, 0, 0, 0, 0], out, hidden);
}

/** netLogitsAt, normalised: log-probabilities. */
function netLogProbsAt(
  net: WindowNet,
  padded: readonly string[],
  at: number,
  out: Float64Array,
  hidden = new Float32Array(net.hidden),
): void {
  netLogitsAt(net, padded, at, out, hidden);
  logSoftmax(out, out);
}

/** Log-probabilities of every tag for every word: row i (net.tags.length wide) is words[i]'s. */
export function netLogProbs(net: WindowNet, words: readonly string[]): Float64Array {
  const padded = paddedWords(words);
  const tagCount = net.tags.length;
  const out = new Float64Array(words.length * tagCount);
  const row = new Float64Array(tagCount);
  const hidden = new Float32Array(net.hidden);
  for (let i = 0; i < words.length; i += 1) {
    netLogProbsAt(net, padded, i + 2, row, hidden);
    out.set(row, i * tagCount);
  }
  return out;
}
