// Urdu part-of-speech tagging: averaged perceptron over the Sajjad/CLE tagset, UPOS by mapping.
import { normalizeUrdu, tokenize } from '../text';
import { loadTaggerModel } from './load-model';
import { type TaggerModel, tagWords } from './tagger';
import { cleToUpos } from './upos';

export type Tagset = 'cle' | 'upos';

export interface TaggedToken {
  word: string;
  tag: string;
}

export function tagTokens(
  text: string,
  options: { tagset?: Tagset; model?: TaggerModel } = {},
): TaggedToken[] {
  const words = tokenize(normalizeUrdu(text, { digits: 'keep' }));
  const tags = tagWords(options.model ?? loadTaggerModel(), words);
  const upos = options.tagset === 'upos';
  return words.map((word, i) => ({ word, tag: upos ? cleToUpos(word, tags[i]!, words[i - 1]) : tags[i]! }));
}

/** "word|TAG word|TAG ..." in input order, the service's output format. */
export function tagText(text: string, options: { tagset?: Tagset; model?: TaggerModel } = {}): string {
  return tagTokens(text, options)
    .map((t) => `${t.word}|${t.tag}`)
    .join(' ');
}

export { loadTaggerModel } from './load-model';
export type { TaggerModel } from './tagger';
export { cleToUpos } from './upos';
