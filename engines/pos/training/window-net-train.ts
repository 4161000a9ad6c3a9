/**
 * Trains the window network (window-net.ts) by minibatch Adam on the cross-entropy of the gold
 * tags, with dropout on the input embeddings and the hidden layer, and "word dropout": a word
 * seen once in training is read as unknown 30% of the time, so the unknown rows learn what an
 * unseen word looks like in context.
 */
import { seededRandom } from '../../text/training/seeded-random';
import {
  layoutOf,
  paddedWords,
  ROLES,
  roleRows,
  SLOT_KINDS,
  unknownKey,
  type WindowNet,
  wordKeys,
} from '../window-net';
import type { TaggedSentence } from './corpus';

export interface NetTrainOptions {
  dim?: number;
  hidden?: number;
  epochs?: number;
  batch?: number;
  learningRate?: number;
  /** Share of input and hidden units zeroed at each training step. */
  dropout?: number;
  /** Chance that a word seen once in training is read as unknown. */
  wordDropout?: number;
  seed?: number;
  /**
   * Fixed word vectors (skipgram.ts, `dim` wide): each role then also reads its word's vector,
   * kept as it is during training so that words met only in the vectors' text keep their place.
   */
  vectors?: ReadonlyMap<string, Float32Array>;
}

function gaussian(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** Adam state of one parameter array; rows of `width` are updated only when touched (embeddings). */
class Adam {
  private readonly m: Float32Array;
  private readonly v: Float32Array;
  /** Per row, the step at which it was last updated (lazy Adam: untouched rows keep their moments). */
  private readonly steps: Uint32Array;

  constructor(
    readonly params: Float32Array,
    readonly width: number,
  ) {
    this.m = new Float32Array(params.length);
    this.v = new Float32Array(params.length);
    this.steps = new Uint32Array(params.length / width);
  }

  updateRow(row: number, grad: Float32Array, gradFrom: number, rate: number): void {
    this.steps[row]! += 1;
    const step = this.steps[row]!;
    const c1 = 1 - 0.9 ** step;
    const c2 = 1 - 0.999 ** step;
    const from = row * this.width;
    for (let k = 0; k < this.width; k += 1) {
      const g = grad[gradFrom + k]!;
      const m = 0.9 * this.m[from + k]! + 0.1 * g;
      const v = 0.999 * this.v[from + k]! + 0.001 * g * g;
      this.m[from + k] = m;
      this.v[from + k] = v;
      this.params[from + k]! -= (rate * (m / c1)) / (Math.sqrt(v / c2) + 1e-8);
    }
  }

  /** Updates every parameter (dense arrays are one row). */
  updateAll(grad: Float32Array, rate: number): void {
    this.updateRow(0, grad, 0, rate);
  }
}

export function trainWindowNet(
  sentences: readonly TaggedSentence[],
  tags: readonly string[],
  options: NetTrainOptions = {},
): WindowNet {
  const {
    dim = 32,
    hidden = 128,
    epochs = 6,
    batch = 32,
    learningRate = 1e-3,
    dropout = 0.3,
    wordDropout = 0.3,
    seed = 1,
    vectors,
  } = options;
  const random = seededRandom(seed);
  const normal = gaussian(random);
  const tagIndex = new Map(tags.map((t, i) => [t, i]));
  const tagCount = tags.length;

  // Key table: every key of every training word and pad, and an unknown row per slot kind.
  const keys = new Map<string, number>();
  const add = (key: string) => {
    if (!keys.has(key)) keys.set(key, keys.size);
  };
  for (const slot of SLOT_KINDS) add(unknownKey(slot));
  const frozenKeys = vectors ? [unknownKey('v'), ...[...vectors.keys()].map((w) => `v ${w}`)] : [];
  for (const key of frozenKeys) add(key);
  const wordCounts = new Map<string, number>();
  const padded = sentences.map((s) => paddedWords(s.words));
  for (const words of padded) {
    for (const w of words) {
      wordCounts.set(w, (wordCounts.get(w) ?? 0) + 1);
      for (const key of wordKeys(w)) add(key);
    }
  }
  const unknownWord = keys.get(unknownKey('w'))!;
  const layout = layoutOf({ vectors: vectors !== undefined });
  const SLOT_COUNT = layout.count;
  // The slots that hold a whole word, subject to word dropout.
  const wordSlots = ROLES.map((role) => layout.start[role]);

  // Each token as its SLOT_COUNT embedding rows, plus its gold tag and which word slots hold a
  // word seen once.
  const tokenCount = sentences.reduce((n, s) => n + s.words.length, 0);
  const rows = new Int32Array(tokenCount * SLOT_COUNT);
  const singleton = new Uint8Array(tokenCount * SLOT_COUNT);
  const gold = new Uint8Array(tokenCount);
  let t = 0;
  sentences.forEach((s, si) => {
    const words = padded[si]!;
    for (let i = 0; i < s.words.length; i += 1, t += 1) {
      gold[t] = tagIndex.get(s.tags[i]!)!;
      for (const role of ROLES) {
        const word = words[i + 2 + role]!;
        const start = layout.start[role];
        roleRows({ keys, vectors: vectors !== undefined }, role, word).forEach((row, k) => {
          rows[t * SLOT_COUNT + start + k] = row;
        });
        if (wordCounts.get(word) === 1) singleton[t * SLOT_COUNT + start] = 1;
      }
    }
  });

  const input = SLOT_COUNT * dim;
  const embeddings = Float32Array.from({ length: keys.size * dim }, () => 0.1 * normal());
  const frozen = new Uint8Array(keys.size);
  for (const key of frozenKeys) {
    const row = keys.get(key)!;
    frozen[row] = 1;
    const vector = vectors?.get(key.slice(2));
    if (vector && vector.length !== dim)
      throw new Error(`word vectors are ${vector.length} wide, the net ${dim}`);
    embeddings.fill(0, row * dim, (row + 1) * dim);
    if (vector) embeddings.set(vector, row * dim);
  }
  const w1 = Float32Array.from({ length: input * hidden }, () => Math.sqrt(2 / input) * normal());
  const b1 = new Float32Array(hidden);
  const w2 = Float32Array.from({ length: hidden * tagCount }, () => Math.sqrt(1 / hidden) * normal());
  const b2 = new Float32Array(tagCount);
  const adam = {
    embeddings: new Adam(embeddings, dim),
    w1: new Adam(w1, w1.length),
    b1: new Adam(b1, hidden),
    w2: new Adam(w2, w2.length),
    b2: new Adam(b2, tagCount),
  };
  const grad = {
    embeddings: new Float32Array(embeddings.length),
    w1: new Float32Array(w1.length),
    b1: new Float32Array(hidden),
    w2: new Float32Array(w2.length),
    b2: new Float32Array(tagCount),
  };
  const touched = new Uint8Array(keys.size);
  const touchedRows: number[] = [];

  const x = new Float32Array(input);
  const gx = new Float32Array(input);
  const tokenRows = new Int32Array(SLOT_COUNT);
  const pre = new Float32Array(hidden);
  const act = new Float32Array(hidden);
  const gh = new Float32Array(hidden);
  const probs = new Float32Array(tagCount);
  const keep = 1 - dropout;

  const order = Int32Array.from({ length: tokenCount }, (_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (let from = 0; from < tokenCount; from += batch) {
      const to = Math.min(tokenCount, from + batch);
      const scale = 1 / (to - from);
      for (let b = from; b < to; b += 1) {
        const token = order[b]!;
        for (let s = 0; s < SLOT_COUNT; s += 1) tokenRows[s] = rows[token * SLOT_COUNT + s]!;
        for (const s of wordSlots)
          if (singleton[token * SLOT_COUNT + s] && random() < wordDropout) tokenRows[s] = unknownWord;
        // Forward, with inverted dropout on the inputs.
        for (let s = 0; s < SLOT_COUNT; s += 1) {
          const e = tokenRows[s]! * dim;
          for (let d = 0; d < dim; d += 1)
            x[s * dim + d] = random() < dropout ? 0 : embeddings[e + d]! / keep;
        }
        pre.set(b1);
        for (let u = 0; u < input; u += 1) {
          const xu = x[u]!;
          if (xu === 0) continue;
          const w = u * hidden;
          for (let h = 0; h < hidden; h += 1) pre[h]! += xu * w1[w + h]!;
        }
        for (let h = 0; h < hidden; h += 1) act[h] = pre[h]! > 0 && random() >= dropout ? pre[h]! / keep : 0;
        let max = -Infinity;
        for (let c = 0; c < tagCount; c += 1) {
          let z = b2[c]!;
          for (let h = 0; h < hidden; h += 1) z += act[h]! * w2[h * tagCount + c]!;
          probs[c] = z;
          max = Math.max(max, z);
        }
        let sum = 0;
        for (let c = 0; c < tagCount; c += 1) {
          probs[c] = Math.exp(probs[c]! - max);
          sum += probs[c]!;
        }
        // Backward: d loss / d logits = p - onehot(gold), averaged over the batch.
        for (let c = 0; c < tagCount; c += 1)
          probs[c] = (probs[c]! / sum - (c === gold[token] ? 1 : 0)) * scale;
        gh.fill(0);
        for (let h = 0; h < hidden; h += 1) {
          const a = act[h]!;
          if (a === 0) continue;
          let g = 0;
          for (let c = 0; c < tagCount; c += 1) {
            grad.w2[h * tagCount + c]! += a * probs[c]!;
            g += w2[h * tagCount + c]! * probs[c]!;
          }
          gh[h] = g / keep;
        }
        for (let c = 0; c < tagCount; c += 1) grad.b2[c]! += probs[c]!;
        for (let h = 0; h < hidden; h += 1) grad.b1[h]! += gh[h]!;
        gx.fill(0);
        for (let u = 0; u < input; u += 1) {
          const xu = x[u]!;
          if (xu === 0) continue;
          const w = u * hidden;
          let g = 0;
          for (let h = 0; h < hidden; h += 1) {
            const gu = gh[h]!;
            grad.w1[w + h]! += xu * gu;
            g += w1[w + h]! * gu;
          }
          gx[u] = g / keep;
        }
        for (let s = 0; s < SLOT_COUNT; s += 1) {
          const row = tokenRows[s]!;
          if (frozen[row]) continue;
          if (!touched[row]) {
            touched[row] = 1;
            touchedRows.push(row);
          }
          for (let d = 0; d < dim; d += 1) grad.embeddings[row * dim + d]! += gx[s * dim + d]!;
        }
      }
      adam.w1.updateAll(grad.w1, learningRate);
      adam.b1.updateAll(grad.b1, learningRate);
      adam.w2.updateAll(grad.w2, learningRate);
      adam.b2.updateAll(grad.b2, learningRate);
      for (const row of touchedRows) {
        adam.embeddings.updateRow(row, grad.embeddings, row * dim, learningRate);
        grad.embeddings.fill(0, row * dim, (row + 1) * dim);
        touched[row] = 0;
      }
      touchedRows.length = 0;
      grad.w1.fill(0);
      grad.b1.fill(0);
      grad.w2.fill(0);
      grad.b2.fill(0);
    }
  }
  return { tags: [...tags], dim, hidden, vectors: vectors !== undefined, keys, embeddings, w1, b1, w2, b2 };
}
