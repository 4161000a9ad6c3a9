// A lexicon word can itself be a misspelling: the lexicon holds every form its word lists name,
// and most of its 125k words were seen once or never counted (frequency 1 per billion), so a typo
// of a common word often lands on one of them (نہیں typed نہین). Such a word is marked in context:
// when it is that rare, a word one edit away is far more frequent, and that word, not the rare
// one, has been seen beside the neighbouring words in the corpus.
import { lookupKey } from '../text';
import { type Candidate, wordCandidates } from './candidates';
import { bigrams, lexicon } from './lexicon';

/** Frequency per billion at or below which a known word is open to doubt (the lexicon's floor). */
export const RARE_FREQUENCY = 1;
/** How many times more frequent the neighbouring word must be. */
export const FAR_MORE_FREQUENT = 10_000;
/** A one-edit neighbour: restoring, dropping, swapping or replacing one letter. */
const ONE_EDIT = 1;

function pairCount(a: string | null, b: string | null): number {
  if (!a || !b) return 0;
  return bigrams().get(`${a} ${b}`) ?? 0;
}

/**
 * The frequent words that a rare known word is most likely a misspelling of, given its neighbours;
 * empty when the word is not rare, or no such word fits the context better than it does.
 */
export function likelierInContext(word: string, prev: string | null, next: string | null): Candidate[] {
  const key = lookupKey(word);
  const lex = lexicon();
  const freq = lex.freq.get(key);
  if (freq === undefined || freq > RARE_FREQUENCY) return [];
  const p = prev ? lookupKey(prev) : null;
  const n = next ? lookupKey(next) : null;
  const ownContext = pairCount(p, key) + pairCount(key, n);
  if (ownContext > 0) return [];
  return wordCandidates(key, lex, ONE_EDIT).filter(
    (c) => c.freq >= FAR_MORE_FREQUENT * freq && pairCount(p, c.word) + pairCount(c.word, n) > 0,
  );
}
