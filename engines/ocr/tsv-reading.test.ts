import { describe, expect, it } from 'vitest';
import { readingFromTsv, readingsFromTsv } from './tsv-reading';

const HEADER =
  'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';

describe('readingFromTsv', () => {
  it('joins the words in order and weights confidence by word length', () => {
    const tsv = [
      HEADER,
      '1\t1\t0\t0\t0\t0\t0\t0\t500\t80\t-1\t',
      '4\t1\t1\t1\t1\t0\t10\t10\t480\t60\t-1\t',
      '5\t1\t1\t1\t1\t1\t400\t10\t90\t60\t90.000000\tریل',
      '5\t1\t1\t1\t1\t2\t200\t10\t150\t60\t30.000000\tگاڑی',
      '5\t1\t1\t1\t1\t3\t150\t10\t40\t60\t95.000000\t ',
      '',
    ].join('\n');
    const reading = readingFromTsv(tsv);
    expect(reading.text).toBe('ریل گاڑی');
    // (90 x 3 + 30 x 4) / 7 characters; the blank word does not count.
    expect(reading.confidence).toBeCloseTo(390 / 7, 6);
    expect(reading.words).toEqual([
      { text: 'ریل', confidence: 90 },
      { text: 'گاڑی', confidence: 30 },
    ]);
  });

  it('reports -1 when no word was read', () => {
    expect(readingFromTsv(`${HEADER}\n1\t1\t0\t0\t0\t0\t0\t0\t500\t80\t-1\t\n`)).toEqual({
      text: '',
      confidence: -1,
      words: [],
    });
  });
});

describe('readingsFromTsv', () => {
  it('splits a multi-page run by page, an empty page reading as nothing', () => {
    const tsv = [
      HEADER,
      '1\t1\t0\t0\t0\t0\t0\t0\t500\t80\t-1\t',
      '5\t1\t1\t1\t1\t1\t400\t10\t90\t60\t80.000000\tریل',
      '1\t2\t0\t0\t0\t0\t0\t0\t500\t80\t-1\t',
      '1\t3\t0\t0\t0\t0\t0\t0\t500\t80\t-1\t',
      '5\t3\t1\t1\t1\t1\t400\t10\t90\t60\t60.000000\tگاڑی',
      '5\t3\t1\t1\t1\t2\t300\t10\t90\t60\t90.000000\tہے',
      '',
    ].join('\n');
    const [first, second, third] = readingsFromTsv(tsv, 3);
    expect(first).toEqual({ text: 'ریل', confidence: 80, words: [{ text: 'ریل', confidence: 80 }] });
    expect(second).toEqual({ text: '', confidence: -1, words: [] });
    expect(third?.text).toBe('گاڑی ہے');
    expect(third?.confidence).toBeCloseTo((60 * 4 + 90 * 2) / 6, 6);
  });
});
