// The tokens of tokenizeWithOffsets (tokenize.ts) without a Token object per token: a visitor gets
// each token's kind and offsets, and builds only what it needs (#35: the stemmer and langid
// scan every request's text, and building {text, kind, start, end} per word was a large part of
// their cost on prose). Same rules, same tokens: the character classes below come from chars.ts
// (tokenize.ts and this file are checked token for token in token-scan.test.ts).
import { isDigit, isLetter, isMark, isSpace, ZWNJ } from './chars';
import type { TokenKind } from './tokenize';

const WORD_PART = 1;
const SPACE = 2;
const DIGIT = 4;
const NUMBER_SEPARATOR = 8;

/** Classes of the code points below this, looked up instead of recomputed for each character. */
const TABLE_END = 0x0800;
const classes = new Uint8Array(TABLE_END);
for (let c = 0; c < TABLE_END; c++) {
  let k = 0;
  if (isLetter(c) || isMark(c)) k |= WORD_PART;
  if (isSpace(c) || c === ZWNJ) k |= SPACE;
  if (isDigit(c)) k |= DIGIT;
  // . , ٫ ٬ : / - (tokenize.ts's isNumberSeparator)
  if (c === 0x2e || c === 0x2c || c === 0x066b || c === 0x066c || c === 0x3a || c === 0x2f || c === 0x2d)
    k |= NUMBER_SEPARATOR;
  classes[c] = k;
}

function classOf(code: number): number {
  if (code < TABLE_END) return classes[code] as number;
  let k = 0;
  if (isLetter(code) || isMark(code)) k |= WORD_PART;
  if (isSpace(code) || code === ZWNJ) k |= SPACE;
  if (isDigit(code)) k |= DIGIT;
  return k;
}

/** The code point at i (a lone surrogate stands for itself, as String.prototype.codePointAt gives it). */
function codeAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff || i + 1 >= text.length) return c;
  const d = text.charCodeAt(i + 1);
  return d >= 0xdc00 && d <= 0xdfff ? (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000 : c;
}

const width = (code: number) => (code > 0xffff ? 2 : 1);

/** Where the word going on at `i` ends: letters and marks, and a ZWNJ between two of them. */
function wordEnd(text: string, from: number): number {
  const n = text.length;
  let i = from;
  while (i < n) {
    const unit = text.charCodeAt(i);
    // Most characters of a word are in the table: one look-up, no code point assembly.
    if (unit < TABLE_END) {
      if ((classes[unit] as number) & WORD_PART) {
        i += 1;
        continue;
      }
      break;
    }
    const d = codeAt(text, i);
    if (classOf(d) & WORD_PART) i += width(d);
    else if (d === ZWNJ && i + 1 < n && classOf(codeAt(text, i + 1)) & WORD_PART) i += 1;
    else break;
  }
  return i;
}

export type TokenVisitor = (kind: TokenKind, start: number, end: number) => void;

/**
 * Calls `visit(kind, start, end)` for each token of `text` in input order: exactly the tokens of
 * tokenizeWithOffsets(text), `text.slice(start, end)` being the token's text.
 */
export function scanTokens(text: string, visit: TokenVisitor): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const unit = text.charCodeAt(i);
    // Spaces and the start of a word in the table: no code point assembly (a code unit below
    // TABLE_END is a whole code point of width 1).
    if (unit < TABLE_END) {
      const u = classes[unit] as number;
      if (u & SPACE) {
        i += 1;
        continue;
      }
      if (u & WORD_PART) {
        const start = i;
        i = wordEnd(text, i + 1);
        visit('word', start, i);
        continue;
      }
    }
    const c = codeAt(text, i);
    const k = classOf(c);
    if (k & SPACE) {
      i += width(c);
      continue;
    }
    const start = i;
    if (k & WORD_PART) {
      i = wordEnd(text, i + width(c));
      visit('word', start, i);
    } else if (k & DIGIT) {
      i += 1;
      while (i < n) {
        const d = text.charCodeAt(i);
        const kd = d < TABLE_END ? (classes[d] as number) : 0;
        if (kd & DIGIT) i += 1;
        else if (kd & NUMBER_SEPARATOR && i + 1 < n && classOf(text.charCodeAt(i + 1)) & DIGIT) i += 2;
        else break;
      }
      visit('number', start, i);
    } else {
      i += width(c);
      // Runs of the same mark ("...", "!!", "؟؟") are one token.
      while (i < n && codeAt(text, i) === c) i += width(c);
      visit('punct', start, i);
    }
  }
}
