// SymSpell-style candidate generation: the deletes of the input (up to two letters) are looked up
// in the index of the lexicon's words and their one-letter deletes, which finds every word within
// one edit and most within two, without scanning the lexicon. Candidates are then scored with the
// Urdu-aware weighted distance and the word's frequency.
import { COST, editCost } from './costs';
import { deletesOf, idsOf, type Lexicon } from './lexicon';

export interface Candidate {
  word: string;
  cost: number;
  freq: number;
  score: number;
}

export const MAX_COST = 2;

/**
 * Lexicon words scored (weighted edit distance) per input word, at most. On 41,532 single-edit
 * errors made from held-out corpus words the most was 284, so this only bounds hostile input.
 */
export const MAX_SCORED_CANDIDATES = 2000;

export function scoreOf(cost: number, freq: number): number {
  return Math.log10(freq + 1) - COST.weight * cost;
}

function inputDeletes(word: string, depth: number): Set<string> {
  const seen = new Set<string>([word]);
  let frontier = [word];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const w of frontier) {
      if (w.length <= 1) continue;
      for (const del of deletesOf(w)) {
        if (!seen.has(del)) {
          seen.add(del);
          next.push(del);
        }
      }
    }
    frontier = next;
  }
  return seen;
}

function scoredCandidates(
  word: string,
  keys: Iterable<string>,
  lex: Lexicon,
  maxCost: number,
  seen: Set<number>,
  maxScored: number,
) {
  const out: Candidate[] = [];
  for (const key of keys) {
    for (const id of idsOf(lex, key)) {
      if (seen.has(id)) continue;
      if (seen.size >= maxScored) return out;
      seen.add(id);
      const w = lex.words[id]!;
      if (w === word || Math.abs(w.length - word.length) > 2) continue;
      const cost = editCost(word, w, maxCost);
      if (cost > maxCost) continue;
      const freq = lex.freq.get(w) ?? 1;
      out.push({ word: w, cost, freq, score: scoreOf(cost, freq) });
    }
  }
  return out;
}

/**
 * One delete on each side finds every word one edit away. Two deletes of the input (words of five
 * letters and more; shorter ones would match half the lexicon) are tried only when nothing within
 * one edit was found: they are ten times the work. A word more than two letters longer than every
 * lexicon word has no candidate (each edit changes the length by one at most): its deletes, a
 * number that grows with the square of its length, are never built.
 */
export function wordCandidates(
  word: string,
  lex: Lexicon,
  maxCost = MAX_COST,
  maxScored = MAX_SCORED_CANDIDATES,
): Candidate[] {
  if (word.length > lex.longest + 2) return [];
  const seen = new Set<number>();
  const near = inputDeletes(word, 1);
  const out = scoredCandidates(word, near, lex, maxCost, seen, maxScored);
  if (word.length < 5 || out.some((c) => c.cost <= 1)) return out;
  const far = [...inputDeletes(word, 2)].filter((k) => !near.has(k));
  return out.concat(scoredCandidates(word, far, lex, maxCost, seen, maxScored));
}

/** The word as two lexicon words run together; only splits whose halves both fit the lexicon are tried. */
export function splitCandidates(word: string, lex: Lexicon): Candidate[] {
  const out: Candidate[] = [];
  const last = Math.min(word.length - 2, lex.longest);
  for (let i = Math.max(2, word.length - lex.longest); i <= last; i++) {
    const a = word.slice(0, i);
    const b = word.slice(i);
    const fa = lex.freq.get(a);
    const fb = lex.freq.get(b);
    if (fa === undefined || fb === undefined) continue;
    const freq = Math.min(fa, fb);
    out.push({ word: `${a} ${b}`, cost: COST.split, freq, score: scoreOf(COST.split, freq) });
  }
  return out;
}

export function rank(cands: Candidate[]): Candidate[] {
  return cands.sort((x, y) => y.score - x.score || (x.word < y.word ? -1 : 1));
}
