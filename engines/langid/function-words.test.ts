import { describe, expect, it } from 'vitest';
import { countFunctionWords } from './function-words';
import { urduShare } from './index';

// Urdu news sentences written for this test in the style of wire copy (not taken from any data
// set): ٹ ڈ ے, کی کے نے پر, names and loanwords, and the words that used to read as Punjabi:
// کردی / کردیا ("کر دی" run together), کون سی, "مین آف دا میچ", a name ending in وچ.
const URDU_NEWS = [
  'وفاقی حکومت نے پٹرول کی قیمت میں اضافے کا نوٹیفکیشن جاری کردی۔',
  'پولیس نے ڈاکوؤں کے خلاف کارروائی شروع کردی ہے۔',
  'عدالت نے اٹارنی جنرل کو نوٹس جاری کرتے ہوئے سماعت ملتوی کردی۔',
  'ٹیم کے کپتان کو مین آف دا میچ قرار دیا گیا۔',
  'سربیا کے نوواک جوکو وچ نے فائنل میں کامیابی حاصل کی۔',
  'وزیر خزانہ کی کون سی پالیسیاں نقصان دہ رہیں؟',
  'آف سپنر ناتھن لیون ایک وکٹ ہی حاصل کر سکے۔',
  'ٹاسک فورس نے ڈومیسٹک کرکٹ کے نئے ڈھانچے پر بریفنگ دی۔',
  'ڈپٹی کمشنر نے ٹریفک پولیس کے افسران کے ساتھ اجلاس کی صدارت کی۔',
  'اداکارہ نے فلم کے لیے نئی زبان سیکھنا شروع کردی۔',
];

// Shahmukhi Punjabi written for this test: each carries دا، دی، نوں or وچ.
const SHAHMUKHI = [
  'ساڈے پنڈ دا اسکول ہن نویں عمارت وچ چلدا اے۔',
  'اوہنے اپنی دھی نوں لہور دی یونیورسٹی وچ داخل کروایا۔',
  'مینہ پین نال کسان دی فصل نوں بڑا فائدہ ہویا۔',
  'اسیں کل شام نوں میلے وچ گئے سی۔',
  'میں تہاڈی گل نال سہمت ہاں پر ایہ کم اوکھا اے۔',
];

describe('Punjabi needs Punjabi evidence (issue #26)', () => {
  it('counts Punjabi-only and Urdu-only function words, not the ones both use', () => {
    expect(countFunctionWords('ساڈے پنڈ دا اسکول نویں عمارت وچ')).toEqual({ punjabi: 3, urdu: 0, words: 7 });
    expect(countFunctionWords('حکومت نے قیمت کا اعلان کردی')).toEqual({ punjabi: 0, urdu: 1, words: 6 });
    // اے is Punjabi "is" only at the end; سی is Urdu "کون سی" and not counted.
    expect(countFunctionWords('اے خدا کون سی بات').punjabi).toBe(0);
    expect(countFunctionWords('اوہ ٹھیک اے').punjabi).toBe(2);
  });

  it('scores ordinary Urdu news 1', async () => {
    for (const sentence of URDU_NEWS) {
      const r = await urduShare(sentence);
      expect({ sentence, score: r.score }).toEqual({ sentence, score: 1 });
    }
    expect((await urduShare(URDU_NEWS.join(' '))).score).toBe(1);
  });

  it('scores Shahmukhi Punjabi 0', async () => {
    for (const sentence of SHAHMUKHI) {
      const r = await urduShare(sentence);
      expect({ sentence, score: r.score, pnb: r.languages.pnb }).toEqual({ sentence, score: 0, pnb: 1 });
    }
  });
});
