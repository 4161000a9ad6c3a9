// Tokenisation by a single scan over the text: words (letters with their marks and inner
// ZWNJ), numbers (digits with inner separators such as 3.5, ۱۲٬۰۰۰, 12:30) and punctuation.
// Offsets refer to the input string so callers (spell-check markup) can rebuild it exactly.
import { isDigit, isLetter, isMark, isSpace, ZWNJ } from './chars';

export type TokenKind = 'word' | 'number' | 'punct';

export interface Token {
  text: string;
  kind: TokenKind;
  /** UTF-16 offset of the first character in the input. */
  start: number;
  /** UTF-16 offset just past the last character. */
  end: number;
}

/** Separators allowed between digits of one number: . , ٫ ٬ : / - */
function isNumberSeparator(code: number): boolean {
  return (
    code === 0x2e ||
    code === 0x2c ||
    code === 0x066b ||
    code === 0x066c ||
    code === 0x3a ||
    code === 0x2f ||
    code === 0x2d
  );
}

function codeAt(text: string, i: number): number {
  return text.codePointAt(i) ?? 0;
}

function width(code: number): number {
  return code > 0xffff ? 2 : 1;
}

function isWordPart(code: number): boolean {
  return isLetter(code) || isMark(code);
}

export function tokenizeWithOffsets(text: string): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = codeAt(text, i);
    if (isSpace(c) || c === ZWNJ) {
      i += width(c);
      continue;
    }
    const start = i;
    let kind: TokenKind;
    if (isWordPart(c)) {
      kind = 'word';
      i += width(c);
      while (i < n) {
        const d = codeAt(text, i);
        if (isWordPart(d)) i += width(d);
        else if (d === ZWNJ && i + 1 < n && isWordPart(codeAt(text, i + 1))) i += 1;
        else break;
      }
    } else if (isDigit(c)) {
      kind = 'number';
      i += 1;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (isDigit(d)) i += 1;
        else if (isNumberSeparator(d) && i + 1 < n && isDigit(text.charCodeAt(i + 1))) i += 2;
        else break;
      }
    } else {
      kind = 'punct';
      i += width(c);
      // Runs of the same mark ("...", "!!", "؟؟") are one token.
      while (i < n && codeAt(text, i) === c) i += width(c);
    }
    tokens.push({ text: text.slice(start, i), kind, start, end: i });
  }
  return tokens;
}

/** Every token (words, numbers, punctuation) in input order. */
export function tokenize(text: string): string[] {
  return tokenizeWithOffsets(text).map((t) => t.text);
}

/** Only the word tokens, in input order. */
export function wordTokens(text: string): string[] {
  const out: string[] = [];
  for (const t of tokenizeWithOffsets(text)) if (t.kind === 'word') out.push(t.text);
  return out;
}
