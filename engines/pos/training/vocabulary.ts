import { normalizeUrdu, tokenize } from '../../text';
import type { TaggedSentence } from './corpus';

/** Words of running text split on spaces and Urdu/Latin punctuation; for lexicon coverage only. */
export function textVocabulary(text: string, minCount: number): Set<string> {
  const counts = new Map<string, number>();
  for (const word of text.split(/[\s\p{P}\p{S}]+/u)) {
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n >= minCount).map(([w]) => w));
}

export function corpusVocabulary(sentences: readonly TaggedSentence[]): Set<string> {
  return new Set(sentences.flatMap((s) => s.words));
}

/** Plain text, one sentence a line, as the tagger's tokens (tagTokens' normalisation and tokeniser). */
export function textSentences(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => tokenize(normalizeUrdu(line, { digits: 'keep' })));
}
