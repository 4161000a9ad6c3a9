import { describe, expect, it } from 'vitest';
import { splitSentences, splitSentencesWithOffsets } from './sentences';

describe('splitSentences', () => {
  it('splits on Urdu and Latin sentence marks', () => {
    expect(splitSentences('یہ کتاب ہے۔ کیا آپ آئیں گے؟ واہ! ok. done?')).toEqual([
      'یہ کتاب ہے۔',
      'کیا آپ آئیں گے؟',
      'واہ!',
      'ok.',
      'done?',
    ]);
  });

  it('splits on line breaks and drops blank lines', () => {
    expect(splitSentences('پہلی سطر\n\n  دوسری سطر  \r\nتیسری')).toEqual(['پہلی سطر', 'دوسری سطر', 'تیسری']);
  });

  it('does not split abbreviations and addresses at a full stop', () => {
    expect(splitSentences('دیکھیے www.bbc.co.uk پر۔ P.D ورنگل گئے۔')).toEqual([
      'دیکھیے www.bbc.co.uk پر۔',
      'P.D ورنگل گئے۔',
    ]);
  });

  it('does not split decimals and keeps closing quotes and repeated marks', () => {
    expect(splitSentences('شرح 3.5 فیصد رہی۔ اس نے کہا "ٹھیک ہے۔" کیا؟!')).toEqual([
      'شرح 3.5 فیصد رہی۔',
      'اس نے کہا "ٹھیک ہے۔"',
      'کیا؟!',
    ]);
  });

  it('keeps the last sentence without a mark, and offsets point into the input', () => {
    const text = ' ایک۔  دو ';
    const spans = splitSentencesWithOffsets(text);
    expect(spans.map((s) => s.text)).toEqual(['ایک۔', 'دو']);
    for (const s of spans) expect(text.slice(s.start, s.end)).toBe(s.text);
    expect(splitSentences('   ')).toEqual([]);
  });
});
