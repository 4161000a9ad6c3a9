import { describe, expect, it } from 'vitest';
import { tagText, tagTokens } from './index';
import { cleToUpos } from './upos';

describe('tagText (committed CLE model)', () => {
  it('answers word|TAG tokens in input order', () => {
    const out = tagText('پاکستان کی حکومت نے نیا بجٹ پیش کیا۔');
    const tokens = out.split(' ');
    expect(tokens.map((t) => t.split('|')[0])).toEqual([
      'پاکستان',
      'کی',
      'حکومت',
      'نے',
      'نیا',
      'بجٹ',
      'پیش',
      'کیا',
      '۔',
    ]);
    expect(tokens[1]).toBe('کی|P');
    expect(tokens[3]).toBe('نے|P');
    expect(tokens.at(-1)).toBe('۔|SM');
  });

  it('tags unambiguous function words and numbers', () => {
    const tags = tagTokens('میں اور آپ 2012 میں لاہور نہیں گئے۔').map((t) => t.tag);
    expect(tags).toEqual(expect.arrayContaining(['CC', 'NEG', 'CA']));
  });

  it('offers UD UPOS by mapping', () => {
    const tokens = tagTokens('وہ کتاب پڑھ رہا ہے۔', { tagset: 'upos' });
    expect(tokens.at(-1)).toEqual({ word: '۔', tag: 'PUNCT' });
    expect(tokens.every((t) => /^[A-Z]+$/.test(t.tag) && t.tag !== 'X')).toBe(true);
  });

  it('maps compound-postposition nouns after a genitive to ADP, as UD does', () => {
    const tokens = tagTokens('وہ کام کے لیے گیا۔', { tagset: 'upos' });
    expect(tokens[3]).toEqual({ word: 'لیے', tag: 'ADP' });
    expect(cleToUpos('بعد', 'NN')).toBe('NOUN');
  });

  it('maps copular ہے to AUX and other CLE verbs to VERB', () => {
    expect(cleToUpos('ہے', 'VB')).toBe('AUX');
    expect(cleToUpos('لکھا', 'VB')).toBe('VERB');
    expect(cleToUpos('کیا', 'NOPE')).toBe('X');
  });

  it('returns nothing for empty input', () => {
    expect(tagText('   ')).toBe('');
  });
});
