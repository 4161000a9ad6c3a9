// Beam search over graphone sequences that spell a Roman word. With `vocabulary` on, every
// hypothesis must stay a prefix of a known Urdu word (a range of the sorted word list), so the
// search only proposes real words; without it, it spells unseen words letter by letter.
import { BOUNDARY } from './graphone-lm';
import { MAX_ROMAN_CHUNK } from './graphones';
import type { RomanModel } from './model';

export interface Candidate {
  urdu: string;
  /** log P(roman, urdu) under the graphone model, summed over the alignments kept. */
  logJoint: number;
  /** Index in model.words, or -1 for a spelling not in the list. */
  wordIndex: number;
}

interface Hyp {
  urdu: string;
  lo: number;
  hi: number;
  hist: number[];
  /** hist.join(','), kept to avoid rebuilding it for every expansion. */
  histKey: string;
  score: number;
  /** The last graphone had no Roman letters; two in a row are not allowed. */
  eps: boolean;
}

function lowerBound(words: readonly string[], target: string, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  while (a < b) {
    const m = (a + b) >>> 1;
    if ((words[m] as string) < target) a = m + 1;
    else b = m;
  }
  return a;
}

function logAdd(a: number, b: number): number {
  if (a === Number.NEGATIVE_INFINITY) return b;
  const hi = Math.max(a, b);
  return hi + Math.log(Math.exp(a - hi) + Math.exp(b - hi));
}

function addHyp(stack: Map<string, Hyp>, h: Hyp): void {
  const key = `${h.urdu}\u0002${h.histKey}\u0002${h.eps ? 1 : 0}`;
  const old = stack.get(key);
  if (old) old.score = logAdd(old.score, h.score);
  else stack.set(key, h);
}

function prune(stack: Map<string, Hyp>, beam: number): Hyp[] {
  const list = [...stack.values()].sort((a, b) => b.score - a.score);
  return list.slice(0, beam);
}

export function decodeRoman(
  model: RomanModel,
  roman: string,
  opts: { vocabulary: boolean; beam: number; maxResults: number },
): Candidate[] {
  const { words, lm } = model;
  const histLen = lm.order - 1;
  const stacks: Map<string, Hyp>[] = Array.from({ length: roman.length + 1 }, () => new Map());
  addHyp(stacks[0] as Map<string, Hyp>, {
    urdu: '',
    lo: 0,
    hi: words.length,
    hist: new Array<number>(histLen).fill(BOUNDARY),
    histKey: new Array<number>(histLen).fill(BOUNDARY).join(','),
    score: 0,
    eps: false,
  });

  const extend = (h: Hyp, id: number, urdu: string, target: Map<string, Hyp>, eps: boolean) => {
    const next = h.urdu + urdu;
    let lo = h.lo;
    let hi = h.hi;
    if (opts.vocabulary && urdu) {
      lo = lowerBound(words, next, h.lo, h.hi);
      hi = lowerBound(words, `${next}\uffff`, lo, h.hi);
      if (lo >= hi) return;
    }
    const hist = histLen > 0 ? [...h.hist.slice(1), id] : h.hist;
    const score = h.score + lm.logProb(h.hist, id, h.histKey);
    addHyp(target, { urdu: next, lo, hi, hist, histKey: hist.join(','), score, eps });
  };

  const finals = new Map<string, number>();
  for (let pos = 0; pos <= roman.length; pos++) {
    const stack = stacks[pos] as Map<string, Hyp>;
    for (const h of prune(stack, opts.beam)) {
      if (h.eps) continue;
      for (const g of model.byRoman.get('') ?? []) extend(h, g.id, g.urdu, stack, true);
    }
    for (const h of prune(stack, opts.beam)) {
      if (pos === roman.length) {
        if (!h.urdu) continue;
        const score = h.score + lm.logProb(h.hist, BOUNDARY, h.histKey);
        finals.set(h.urdu, logAdd(finals.get(h.urdu) ?? Number.NEGATIVE_INFINITY, score));
        continue;
      }
      for (let a = 1; a <= MAX_ROMAN_CHUNK && pos + a <= roman.length; a++) {
        const chunk = roman.slice(pos, pos + a);
        for (const g of model.byRoman.get(chunk) ?? []) {
          extend(h, g.id, g.urdu, stacks[pos + a] as Map<string, Hyp>, false);
        }
      }
    }
  }

  const out: Candidate[] = [];
  for (const [urdu, logJoint] of finals) {
    const idx = lowerBound(words, urdu, 0, words.length);
    const wordIndex = words[idx] === urdu ? idx : -1;
    if (opts.vocabulary && wordIndex < 0) continue;
    out.push({ urdu, logJoint, wordIndex });
  }
  return out.sort((a, b) => b.logJoint - a.logJoint).slice(0, opts.maxResults);
}
