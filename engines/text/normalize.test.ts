import { describe, expect, it } from 'vitest';
import { lookupKey, normalizeUrdu } from './normalize';

describe('normalizeUrdu', () => {
  it('writes Arabic letter variants the Urdu way', () => {
    expect(normalizeUrdu('كتاب')).toBe('کتاب');
    expect(normalizeUrdu('علي')).toBe('علی');
    expect(normalizeUrdu('مصطفى')).toBe('مصطفی');
    expect(normalizeUrdu('مدرسه')).toBe('مدرسہ');
    expect(normalizeUrdu('ٱللہ')).toBe('اللہ');
  });

  it('keeps do-chashmi heh, which is a different letter', () => {
    expect(normalizeUrdu('کھانا')).toBe('کھانا');
  });

  it('composes hamza forms', () => {
    expect(normalizeUrdu('گا\u06CC\u0654ے')).toBe('گا\u0626ے');
    expect(normalizeUrdu('\u0627\u0653م')).toBe('\u0622م');
    expect(normalizeUrdu('\u06C1\u0654')).toBe('\u06C2');
    expect(normalizeUrdu('\u06C0')).toBe('\u06C2');
    expect(normalizeUrdu('\u0648\u0654')).toBe('\u0624');
  });

  it('maps presentation forms to letters', () => {
    // ﻛﺘﺎﺏ in presentation forms -> کتاب
    expect(normalizeUrdu('\uFEDB\uFE98\uFE8E\uFE8F')).toBe('کتاب');
  });

  it('unifies digits', () => {
    expect(normalizeUrdu('٢٠٢٤')).toBe('۲۰۲۴');
    expect(normalizeUrdu('۲۰٢4', { digits: 'ascii' })).toBe('2024');
    expect(normalizeUrdu('٢', { digits: 'keep' })).toBe('٢');
  });

  it('cleans ZWNJ: keeps it inside words, drops stray ones', () => {
    expect(normalizeUrdu('خوش\u200C\u200Cخبری')).toBe('خوش\u200Cخبری');
    expect(normalizeUrdu('\u200Cخبر \u200C')).toBe('خبر');
    expect(normalizeUrdu('خوش\u200Cخبری', { zwnj: 'remove' })).toBe('خوشخبری');
    expect(normalizeUrdu('خوش\u200Cخبری', { zwnj: 'space' })).toBe('خوش خبری');
  });

  it('removes invisible characters and tatweel', () => {
    expect(normalizeUrdu('\u200Fپاکـــستان\u200B')).toBe('پاکستان');
  });

  it('strips diacritics only when asked, keeping hamza and madda', () => {
    expect(normalizeUrdu('عَلیٰ')).toBe('عَلیٰ');
    expect(normalizeUrdu('عَلیٰ', { stripDiacritics: true })).toBe('علی');
    expect(normalizeUrdu('آئے', { stripDiacritics: true })).toBe('آئے');
  });

  it('collapses whitespace by default', () => {
    expect(normalizeUrdu('  یہ\u00A0 \t کتاب \r\n\r\n\r\nہے  ')).toBe('یہ کتاب\n\nہے');
    expect(normalizeUrdu('a\u00A0 b', { whitespace: 'keep' })).toBe('a  b');
  });
});

describe('lookupKey', () => {
  it('is the same for every way of typing a word', () => {
    expect(lookupKey('كِتاب')).toBe(lookupKey('کتاب'));
    expect(lookupKey('Lahore')).toBe('lahore');
  });
});
