import { describe, expect, it } from 'vitest';
import { tokenize, tokenizeWithOffsets, wordTokens } from './tokenize';

describe('tokenize', () => {
  it('splits Urdu words and punctuation', () => {
    expect(tokenize('پاکستان، ایک ملک ہے۔')).toEqual(['پاکستان', '،', 'ایک', 'ملک', 'ہے', '۔']);
  });

  it('keeps numbers with inner separators whole', () => {
    expect(tokenize('قیمت 3.5 روپے، ۱۲٬۰۰۰ اور 12:30')).toEqual([
      'قیمت',
      '3.5',
      'روپے',
      '،',
      '۱۲٬۰۰۰',
      'اور',
      '12:30',
    ]);
    expect(tokenize('سال 2024.')).toEqual(['سال', '2024', '.']);
  });

  it('keeps marks and inner ZWNJ inside words', () => {
    expect(tokenize('عَلیٰ خوش\u200Cخبری')).toEqual(['عَلیٰ', 'خوش\u200Cخبری']);
  });

  it('groups runs of one punctuation mark', () => {
    expect(tokenize('کیا؟؟ ہاں...')).toEqual(['کیا', '؟؟', 'ہاں', '...']);
  });

  it('handles Latin and mixed scripts', () => {
    expect(tokenize('Zuban API ہے')).toEqual(['Zuban', 'API', 'ہے']);
  });

  it('gives offsets that rebuild the input', () => {
    const text = ' یہ  کتاب،\nمیری ہے۔ ';
    for (const t of tokenizeWithOffsets(text)) expect(text.slice(t.start, t.end)).toBe(t.text);
    expect(tokenizeWithOffsets('ab ۔').map((t) => t.kind)).toEqual(['word', 'punct']);
  });

  it('returns only words from wordTokens', () => {
    expect(wordTokens('یہ 2 کتابیں ہیں۔')).toEqual(['یہ', 'کتابیں', 'ہیں']);
    expect(wordTokens('')).toEqual([]);
  });
});
