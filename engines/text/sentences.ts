// Sentence splitting on ۔ ؟ ! . ? and line breaks. A full stop followed by a letter or digit (3.5,
// P.D) is not an end; closing quotes and brackets after the mark stay with the sentence they close.
import { isDigit, isLetter, isLineBreak, isSentenceEnd } from './chars';

const CLOSERS = new Set(['"', "'", ')', ']', '}', '»', '”', '’', '›']);

export interface SentenceSpan {
  text: string;
  start: number;
  end: number;
}

export function splitSentencesWithOffsets(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  const n = text.length;
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) spans.push({ text: trimmed, start: start + lead, end: start + lead + trimmed.length });
    start = end;
  };
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isLineBreak(c)) {
      push(i);
      i += 1;
      start = i;
      continue;
    }
    if (isSentenceEnd(c) && !isDecimalPoint(text, i)) {
      i += 1;
      while (i < n && (isSentenceEnd(text.charCodeAt(i)) || CLOSERS.has(text[i] ?? ''))) i += 1;
      push(i);
      continue;
    }
    i += 1;
  }
  push(n);
  return spans;
}

/**
 * A full stop with a letter or digit right after it is inside a number, an abbreviation or an
 * address (3.5, P.D, www.bbc.co.uk), not at a sentence end. (۔ is different: Urdu writers often
 * leave out the space after it.)
 */
function isDecimalPoint(text: string, i: number): boolean {
  if (text[i] !== '.' || i === 0 || i + 1 >= text.length) return false;
  const next = text.codePointAt(i + 1) ?? 0;
  return isDigit(next) || isLetter(next);
}

/** Sentences in input order, trimmed, each with its closing mark. */
export function splitSentences(text: string): string[] {
  return splitSentencesWithOffsets(text).map((s) => s.text);
}
