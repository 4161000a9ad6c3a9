// Context for the checker's suggestions: a candidate seen in the corpus next to the words around
// the misspelt one moves up (کتاپ after میری: کتاب). suggest(word) has no context and does not use it.
import { lookupKey } from '../text';
import type { Candidate } from './candidates';
import { bigrams } from './lexicon';

/** Weight of log10(1 + pair count) on each side, in the units of Candidate.score; tuned on held-out errors. */
export const CONTEXT_WEIGHT = 0.6;

export function rerankInContext(cands: Candidate[], prev: string | null, next: string | null): string[] {
  const pairs = bigrams();
  const p = prev ? lookupKey(prev) : null;
  const n = next ? lookupKey(next) : null;
  const bonus = (w: string) => {
    let b = 0;
    if (p) b += Math.log10(1 + (pairs.get(`${p} ${w}`) ?? 0));
    if (n) b += Math.log10(1 + (pairs.get(`${w} ${n}`) ?? 0));
    return CONTEXT_WEIGHT * b;
  };
  return cands
    .map((c) => ({ word: c.word, score: c.score + bonus(c.word) }))
    .sort((x, y) => y.score - x.score || (x.word < y.word ? -1 : 1))
    .map((c) => c.word);
}
