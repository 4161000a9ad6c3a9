import { normalizeUrdu } from '../../text';

/** A sentence of the training corpus: words and their gold tags, same length. */
export interface TaggedSentence {
  words: string[];
  tags: string[];
}

/** Reads "word TAB tag" lines (words normalised as tagText normalises its input) with a blank line between sentences (the CLE training file's format). */
export function parseTaggedTsv(text: string): TaggedSentence[] {
  const sentences: TaggedSentence[] = [];
  let current: TaggedSentence = { words: [], tags: [] };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      if (current.words.length > 0) sentences.push(current);
      current = { words: [], tags: [] };
      continue;
    }
    const [word, tag] = line.split('\t');
    if (!word || !tag) continue;
    current.words.push(normalizeUrdu(word, { digits: 'keep' }));
    current.tags.push(tag.trim());
  }
  if (current.words.length > 0) sentences.push(current);
  return sentences;
}
