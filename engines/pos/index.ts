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

/** The words of `text` as the tagger reads them, and their tags in the chosen tagset. */
function tagged(text: string, options: { tagset?: Tagset; model?: TaggerModel }): [string[], string[]] {
  const words = tokenize(normalizeUrdu(text, { digits: 'keep' }));
  const tags = tagWords(options.model ?? loadTaggerModel(), words);
  if (options.tagset === 'upos') {
    for (let i = 0; i < words.length; i += 1) tags[i] = cleToUpos(words[i]!, tags[i]!, words[i - 1]);
  }
  return [words, tags];
}

export function tagTokens(
  text: string,
  options: { tagset?: Tagset; model?: TaggerModel } = {},
): TaggedToken[] {
  const [words, tags] = tagged(text, options);
  return words.map((word, i) => ({ word, tag: tags[i]! }));
}

/** "word|TAG word|TAG ..." in input order, the service's output format. */
export function tagText(text: string, options: { tagset?: Tagset; model?: TaggerModel } = {}): string {
  const [words, tags] = tagged(text, options);
  let out = '';
  for (let i = 0; i < words.length; i += 1)
    out += i === 0 ? `${words[i]}|${tags[i]}` : ` ${words[i]}|${tags[i]}`;
  return out;
}

export { loadTaggerModel } from './load-model';
export type { TaggerModel } from './tagger';
export { cleToUpos } from './upos';
