// Expectation-maximisation over all monotone alignments of a Roman word with its Urdu
// spelling, chunked by GRAPHONE_SHAPES. The result is a joint unigram distribution over
// graphones; its Viterbi alignments feed the graphone n-gram model.
import { GRAPHONE_SHAPES, graphoneKey } from '../graphones';

export interface AlignPair {
  roman: string;
  urdu: string;
  weight: number;
}

export type GraphoneProbs = Map<string, number>;

/** Every graphone any pair could use gets the same starting mass. */
function initialProbs(pairs: readonly AlignPair[]): GraphoneProbs {
  const probs: GraphoneProbs = new Map();
  for (const { roman, urdu } of pairs) {
    forEachEdge(roman, urdu, (_i, _j, key) => {
      probs.set(key, 1);
    });
  }
  const total = probs.size;
  for (const k of probs.keys()) probs.set(k, 1 / total);
  return probs;
}

/** Calls visit(i, j, key) for every chunk ending at roman position i and urdu position j. */
function forEachEdge(
  roman: string,
  urdu: string,
  visit: (i: number, j: number, key: string, a: number, b: number) => void,
): void {
  for (let i = 0; i <= roman.length; i++) {
    for (let j = 0; j <= urdu.length; j++) {
      for (const [a, b] of GRAPHONE_SHAPES) {
        if (a > i || b > j) continue;
        visit(i, j, graphoneKey(roman.slice(i - a, i), urdu.slice(j - b, j)), a, b);
      }
    }
  }
}

function forward(roman: string, urdu: string, probs: GraphoneProbs): Float64Array {
  const cols = urdu.length + 1;
  const alpha = new Float64Array((roman.length + 1) * cols);
  alpha[0] = 1;
  forEachEdge(roman, urdu, (i, j, key, a, b) => {
    const p = probs.get(key);
    if (p === undefined) return;
    const from = alpha[(i - a) * cols + (j - b)] ?? 0;
    if (from > 0) alpha[i * cols + j] = (alpha[i * cols + j] ?? 0) + from * p;
  });
  return alpha;
}

function backward(roman: string, urdu: string, probs: GraphoneProbs): Float64Array {
  const cols = urdu.length + 1;
  const beta = new Float64Array((roman.length + 1) * cols);
  beta[roman.length * cols + urdu.length] = 1;
  for (let i = roman.length; i >= 0; i--) {
    for (let j = urdu.length; j >= 0; j--) {
      for (const [a, b] of GRAPHONE_SHAPES) {
        const i2 = i + a;
        const j2 = j + b;
        if (i2 > roman.length || j2 > urdu.length) continue;
        const p = probs.get(graphoneKey(roman.slice(i, i2), urdu.slice(j, j2)));
        if (p === undefined) continue;
        beta[i * cols + j] = (beta[i * cols + j] ?? 0) + p * (beta[i2 * cols + j2] ?? 0);
      }
    }
  }
  return beta;
}

export function trainGraphoneUnigram(pairs: readonly AlignPair[], iterations: number): GraphoneProbs {
  let probs = initialProbs(pairs);
  for (let it = 0; it < iterations; it++) {
    const counts = new Map<string, number>();
    let logLik = 0;
    for (const { roman, urdu, weight } of pairs) {
      const cols = urdu.length + 1;
      const alpha = forward(roman, urdu, probs);
      const beta = backward(roman, urdu, probs);
      const z = alpha[roman.length * cols + urdu.length] ?? 0;
      if (z <= 0) continue;
      logLik += weight * Math.log(z);
      forEachEdge(roman, urdu, (i, j, key, a, b) => {
        const p = probs.get(key);
        if (p === undefined) return;
        const post = ((alpha[(i - a) * cols + (j - b)] ?? 0) * p * (beta[i * cols + j] ?? 0)) / z;
        if (post > 1e-9) counts.set(key, (counts.get(key) ?? 0) + weight * post);
      });
    }
    let total = 0;
    for (const c of counts.values()) total += c;
    probs = new Map();
    for (const [k, c] of counts) if (c / total > 1e-7) probs.set(k, c / total);
    console.log(`  EM iteration ${it + 1}: log-likelihood ${logLik.toFixed(0)}, ${probs.size} graphones`);
  }
  return probs;
}

/** The most probable chunking of one pair, as graphone keys; null when none exists. */
export function viterbiAlign(roman: string, urdu: string, probs: GraphoneProbs): string[] | null {
  const cols = urdu.length + 1;
  const cells = (roman.length + 1) * cols;
  const best = new Float64Array(cells).fill(Number.NEGATIVE_INFINITY);
  const back: (readonly [number, string] | undefined)[] = new Array(cells);
  best[0] = 0;
  forEachEdge(roman, urdu, (i, j, key, a, b) => {
    const p = probs.get(key);
    if (p === undefined) return;
    const from = (i - a) * cols + (j - b);
    const score = (best[from] ?? Number.NEGATIVE_INFINITY) + Math.log(p);
    if (score > (best[i * cols + j] ?? Number.NEGATIVE_INFINITY)) {
      best[i * cols + j] = score;
      back[i * cols + j] = [from, key];
    }
  });
  if (!Number.isFinite(best[cells - 1] ?? Number.NEGATIVE_INFINITY)) return null;
  const keys: string[] = [];
  let cell = cells - 1;
  while (cell > 0) {
    const step = back[cell];
    if (!step) return null;
    keys.push(step[1]);
    cell = step[0];
  }
  return keys.reverse();
}
