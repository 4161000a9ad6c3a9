import { describe, expect, it } from 'vitest';
import { scanTokens } from './token-scan';
import { type Token, tokenizeWithOffsets } from './tokenize';

function scanned(text: string): Token[] {
  const out: Token[] = [];
  scanTokens(text, (kind, start, end) => out.push({ text: text.slice(start, end), kind, start, end }));
  return out;
}

/** xorshift32, so the random texts are the same on every run. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

describe('scanTokens', () => {
  it('gives the tokens of tokenizeWithOffsets', () => {
    for (const text of [
      'پاکستان، ایک ملک ہے۔',
      'قیمت 3.5 روپے، ۱۲٬۰۰۰ اور 12:30 سال 2024.',
      'خوش\u200Cخبری \u200C لفظ\u200C ...!! ؟؟',
      'ਪੰਜਾਬੀ हिन्दी 😀𝐀 \uD800 x\uDC00',
      '',
    ])
      expect(scanned(text)).toEqual(tokenizeWithOffsets(text));
  });

  it('agrees on random mixed text', () => {
    const alphabet = [
      ...'ابپتٹںوہھیےۓ\u064B\u0650\u0670abcXYZ0123٠١۱۲۳۔؟!.?,،:;-_/()"\u200C\u200D\u200B\u00A0\t\n ਪकﻻ😀',
      '\uD800',
      '\uDC00',
    ];
    const rnd = random(7);
    for (let k = 0; k < 2000; k++) {
      let text = '';
      const n = Math.floor(rnd() * 60);
      for (let i = 0; i < n; i++) text += alphabet[Math.floor(rnd() * alphabet.length)];
      expect(scanned(text)).toEqual(tokenizeWithOffsets(text));
    }
  });
});
