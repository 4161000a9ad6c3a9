// Profanity score of a text: every lexicon hit is an independent piece of evidence, combined
// as a noisy-OR, score = 1 - prod(1 - w_i) over all hits i (w_i = severity weight of the hit),
// rounded to two decimals. No hit gives 0; one severe word (w 0.9) gives 0.9; two mild ones
// (w 0.4) give 0.64. 0.5 or more is treated as abusive by the quality figures.
import { wordTokens } from '../text/index';
import { loadProfanityLexicon, type ProfanityLexicon } from './lexicon';
import { isLatinWord, romanKey, urduKey } from './word-keys';

export interface ProfanityHit {
  text: string;
  weight: number;
}

export interface ProfanityResult {
  /** 0 to 1, two decimals; closer to 1 is more profane. */
  score: number;
  hits: ProfanityHit[];
}

let lexicon: ProfanityLexicon | undefined;

function findHits(words: readonly string[], lex: ProfanityLexicon): ProfanityHit[] {
  const hits: ProfanityHit[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (isLatinWord(word)) {
      const w = lex.roman.get(romanKey(word));
      if (w) hits.push({ text: word, weight: w });
      continue;
    }
    // Two-word Urdu phrases first ("بے غیرت", "بہن چود"), so they count once.
    const next = words[i + 1];
    if (next !== undefined && !isLatinWord(next)) {
      const w2 = lex.urdu.get(`${urduKey(word)} ${urduKey(next)}`);
      if (w2) {
        hits.push({ text: `${word} ${next}`, weight: w2 });
        i++;
        continue;
      }
    }
    const w = lex.urdu.get(urduKey(word));
    if (w) hits.push({ text: word, weight: w });
  }
  return hits;
}

export function profanityScore(text: string, lex?: ProfanityLexicon): ProfanityResult {
  lexicon ??= lex ?? loadProfanityLexicon();
  const hits = findHits(wordTokens(text), lex ?? lexicon);
  let clean = 1;
  for (const h of hits) clean *= 1 - h.weight;
  return { score: Math.round((1 - clean) * 100) / 100, hits };
}
