// Input the lexicon cannot hold: a word thousands of letters long, or one with thousands of
// near neighbours. Before the caps the two-letter deletes of a 3,000-letter word exhausted the heap.
import { describe, expect, it } from 'vitest';
import { MAX_SCORED_CANDIDATES, splitCandidates, wordCandidates } from './candidates';
import { checkSpelling, MAX_SUGGESTED_LETTERS, suggest } from './index';
import { indexLexicon } from './lexicon';
import { URDU_LETTERS } from './training/synthetic-errors';

/** n letters with no short repeats: no lexicon word, nothing the tokenizer would split. */
function longWord(n: number): string {
  let out = '';
  for (let i = 0; out.length < n; i++) out += URDU_LETTERS[(i * 7) % URDU_LETTERS.length];
  return out;
}

describe('spell checker on very long words', () => {
  it('marks a 3,000-letter word misspelt without suggestions', () => {
    const word = longWord(3000);
    const { markup, suggestions } = checkSpelling(word);
    expect(suggestions).toEqual({ [word]: [] });
    expect(markup).toContain('misspelt');
  });

  it('gives suggestions up to MAX_SUGGESTED_LETTERS letters and none beyond', () => {
    const pair = 'حکومتپاکستان'; // two lexicon words run together
    expect(suggest(pair)).toContain('حکومت پاکستان');
    const padded = pair.padEnd(MAX_SUGGESTED_LETTERS + 1, 'ب');
    expect(suggest(padded)).toEqual([]);
  });

  it('builds no deletes for a word longer than every lexicon word by more than two', () => {
    const lex = indexLexicon([['کتاب', 10]]);
    expect(wordCandidates('کتابببب', lex)).toEqual([]);
    expect(wordCandidates('کتابب', lex).map((c) => c.word)).toEqual(['کتاب']);
  });

  it('tries only splits whose halves fit the lexicon', () => {
    const lex = indexLexicon([
      ['کتاب', 10],
      ['گھر', 10],
    ]);
    expect(splitCandidates('کتابگھر', lex).map((c) => c.word)).toEqual(['کتاب گھر']);
    expect(splitCandidates(`${'ب'.repeat(3000)}گھر`, lex)).toEqual([]);
  });

  it('scores at most MAX_SCORED_CANDIDATES lexicon words for one input', () => {
    // Every entry is one edit from the input: a letter inserted anywhere or one substituted.
    const entries = new Map<string, number>();
    const input = 'کتاب';
    for (let i = 0; i <= input.length; i++)
      for (const c of URDU_LETTERS) entries.set(input.slice(0, i) + c + input.slice(i), 1);
    for (let i = 0; i < input.length; i++)
      for (const c of URDU_LETTERS) entries.set(input.slice(0, i) + c + input.slice(i + 1), 1);
    entries.delete(input);
    const lex = indexLexicon(entries);
    expect(wordCandidates(input, lex).length).toBe(entries.size);
    expect(wordCandidates(input, lex, 2, 100)).toHaveLength(100);
    expect(MAX_SCORED_CANDIDATES).toBeGreaterThan(entries.size);
  });
});
