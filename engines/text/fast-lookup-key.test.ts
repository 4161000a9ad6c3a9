import { describe, expect, it } from 'vitest';
import { fastLookupKey, PLAIN_KEY_CHARACTERS } from './fast-lookup-key';
import { lookupKey } from './normalize';

describe('fastLookupKey', () => {
  it('leaves every pair of its plain characters as lookupKey does (normalisation composes only pairs)', () => {
    const plain: string[] = [];
    PLAIN_KEY_CHARACTERS.forEach((v, c) => {
      if (v) plain.push(String.fromCharCode(c));
    });
    expect(plain.length).toBeGreaterThan(300);
    const changed: string[] = [];
    for (const a of plain) for (const b of plain) if (lookupKey(a + b) !== a + b) changed.push(a + b);
    expect(changed).toEqual([]);
  });

  it('gives lookupKey of any text', () => {
    for (const s of [
      'پاکستان',
      'اِسلامی',
      'كتاب هذه',
      'ABC def',
      'می\u200Cشود',
      'آ ۓ ئ ی\u0654',
      '١٢٣ ۱۲۳',
      'a\u00A0b\r\nc',
      'ﻻﺏ',
      '😀',
      '',
    ])
      expect(fastLookupKey(s)).toBe(lookupKey(s));
  });
});
