import { describe, expect, it } from 'vitest';
import { type DomainRow, parseDomainTsv, splitHeldBack, storyKey } from './dataset';

const tsv = [
  'id\tsource\tlabel\ttext',
  '0005.xml\tcounter\tSports\tمیچ',
  '0005p.xml\tcounter\tSports\tمیچ دوبارہ',
  '0007.xml\tcounter\tBusiness\tبجٹ',
  '0007p.xml\tcounter\tBusiness\tبجٹ دوبارہ',
  'Test/Real/bus1.txt\tbend-the-truth-real\tBusiness\tمنڈی',
  'Test/Fake/bus1.txt\tbend-the-truth-fake\tBusiness\tجھوٹ',
  'Train/Fake/bus2.txt\tbend-the-truth-fake\tBusiness\tجھوٹ دوسرا',
  'x\tcounter\tWeather\tنامعلوم',
].join('\n');

describe('domain dataset', () => {
  const rows = parseDomainTsv(tsv);

  it('keeps only rows labelled with the seven categories', () => {
    expect(rows.map((r) => r.id)).not.toContain('x');
    expect(rows).toHaveLength(7);
  });

  it('keys a COUNTER story and its rewrite together', () => {
    expect(storyKey(rows[0]!)).toBe(storyKey(rows[1]!));
    expect(storyKey(rows[0]!)).not.toBe(storyKey(rows[2]!));
  });

  it('puts both rewrites of a story on one side and never evaluates fake news', () => {
    const { train, heldBack } = splitHeldBack(rows);
    const ids = (list: DomainRow[]) => list.map((r) => r.id);
    expect(ids(heldBack)).toEqual(['0005.xml', '0005p.xml', 'Test/Real/bus1.txt']);
    expect(ids(train)).toEqual(['0007.xml', '0007p.xml', 'Train/Fake/bus2.txt']);
  });
});
