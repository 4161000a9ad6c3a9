// checkSpelling: marks the misspelt words of a text and collects ranked suggestions for each.
// Two neighbouring words that are one known word when joined (an extra space: "کتا ب") are
// marked together, with the joined word as the first suggestion.
import { lookupKey, type Token, tokenizeWithOffsets } from '../text';
import { rerankInContext } from './context';
import { lexicon } from './lexicon';
import { escapeText, misspeltSpan, wordSpan } from './markup';
import { likelierInContext } from './rare-words';
import { isKnownWord, rankedCandidates, suggest } from './suggest';

export interface SpellCheckResult {
  markup: string;
  /** misspelt text as typed -> ranked suggestions */
  suggestions: Record<string, string[]>;
}

export const SUGGESTIONS_PER_WORD = 8;

interface Mark {
  start: number;
  end: number;
  misspelt: boolean;
  suggestions: string[];
}

function joinedWithNext(text: string, a: Token, b: Token | undefined): string | null {
  if (b?.kind !== 'word') return null;
  const gap = text.slice(a.end, b.start);
  if (!/^[ \u00A0]+$/.test(gap)) return null;
  const joined = lookupKey(a.text + b.text);
  return lexicon().freq.has(joined) ? joined : null;
}

function marksOf(text: string): Mark[] {
  const tokens = tokenizeWithOffsets(text).filter((t) => t.kind === 'word');
  const marks: Mark[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    const known = isKnownWord(t.text);
    // isKnownWord is true for what is not checked (Latin, numbers), so unknown means checkable.
    const nextUnknown = next !== undefined && !isKnownWord(next.text);
    if (!known || nextUnknown) {
      const joined = joinedWithNext(text, t, next);
      if (joined && next) {
        const rest = known ? [] : suggest(t.text, SUGGESTIONS_PER_WORD - 1);
        marks.push({ start: t.start, end: next.end, misspelt: true, suggestions: [joined, ...rest] });
        i++;
        continue;
      }
    }
    const prev = tokens[i - 1]?.text ?? null;
    // A rare lexicon word next to words that a far more frequent neighbour of it fits (rare-words.ts).
    const likelier = known ? likelierInContext(t.text, prev, next?.text ?? null) : [];
    if (likelier.length > 0) {
      const ranked = rerankInContext([...likelier, ...rankedCandidates(t.text)], prev, next?.text ?? null);
      marks.push({ start: t.start, end: t.end, misspelt: true, suggestions: unique(ranked) });
      continue;
    }
    marks.push({
      start: t.start,
      end: t.end,
      misspelt: !known,
      suggestions: known ? [] : unique(rerankInContext(rankedCandidates(t.text), prev, next?.text ?? null)),
    });
  }
  return marks;
}

function unique(words: string[]): string[] {
  return [...new Set(words)].slice(0, SUGGESTIONS_PER_WORD);
}

export function checkSpelling(text: string): SpellCheckResult {
  const suggestions = new Map<string, string[]>();
  let markup = '';
  let at = 0;
  for (const m of marksOf(text)) {
    markup += escapeText(text.slice(at, m.start));
    const word = text.slice(m.start, m.end);
    if (m.misspelt) {
      markup += misspeltSpan(word);
      suggestions.set(word, m.suggestions);
    } else {
      markup += wordSpan(word);
    }
    at = m.end;
  }
  markup += escapeText(text.slice(at));
  return { markup, suggestions: Object.fromEntries(suggestions) };
}
