import { normalizeUrdu, wordTokens } from '../text';

/**
 * Sparse bag of features for one document: words, word bigrams, and character 3-grams inside
 * words (padded with spaces), so inflected or unseen spellings still share evidence
 * (کھلاڑی / کھلاڑیوں). Keys carry a prefix so the three kinds never collide.
 */
export function documentFeatures(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const words = wordTokens(normalizeUrdu(text, { stripDiacritics: true })).map((w) => w.toLowerCase());
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i]!;
    add(`w:${w}`);
    if (i > 0) add(`b:${words[i - 1]} ${w}`);
    const padded = [...` ${w} `];
    for (let k = 0; k + 3 <= padded.length; k += 1) add(`c:${padded.slice(k, k + 3).join('')}`);
  }
  return counts;
}
