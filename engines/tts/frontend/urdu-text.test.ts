import { describe, expect, it } from 'vitest';
import { decimalToUrdu, integerToUrdu } from './number-words';
import { prepareUrduSpeech, urduSpeechText } from './urdu-text';

describe('integerToUrdu', () => {
  it.each([
    [0, 'صفر'],
    [7, 'سات'],
    [19, 'انیس'],
    [45, 'پینتالیس'],
    [99, 'ننانوے'],
    [100, 'ایک سو'],
    [305, 'تین سو پانچ'],
    [1000, 'ایک ہزار'],
    [2024, 'دو ہزار چوبیس'],
    [150_000, 'ایک لاکھ پچاس ہزار'],
    [25_000_000, 'دو کروڑ پچاس لاکھ'],
    [3_000_000_000, 'تین ارب'],
  ])('%i -> %s', (n, words) => {
    expect(integerToUrdu(n)).toBe(words);
  });

  it('reads decimals digit by digit and negatives with منفی', () => {
    expect(decimalToUrdu('12.05')).toBe('بارہ اعشاریہ صفر پانچ');
    expect(decimalToUrdu('-3')).toBe('منفی تین');
  });
});

describe('urduSpeechText', () => {
  it.each([
    ['Urdu digits, which espeak-ng drops', 'کمرہ ۲۵ میں', 'کمرہ پچیس میں'],
    ['Arabic-Indic digits', 'نمبر ٣', 'نمبر تین'],
    ['grouped thousands', 'آبادی 1,200,000 ہے', 'آبادی بارہ لاکھ ہے'],
    ['South Asian grouping', '12,50,000 افراد', 'بارہ لاکھ پچاس ہزار افراد'],
    ['day-first date', 'تاریخ 14/08/1947 تھی', 'تاریخ چودہ اگست ایک ہزار نو سو سینتالیس تھی'],
    ['ISO date', '2024-03-23', 'تئیس مارچ دو ہزار چوبیس'],
    ['time on the hour', 'شام 5:00 بجے', 'شام پانچ بجے'],
    ['time with minutes', 'اجلاس 10:30 پر', 'اجلاس دس بج کر تیس منٹ پر'],
    ['afternoon time', '14:15', 'دو بج کر پندرہ منٹ'],
    ['Rs. amount', 'قیمت Rs. 1,500 ہے', 'قیمت ایک ہزار پانچ سو روپے ہے'],
    ['Rs with paisa', 'Rs 20.50', 'بیس روپے پچاس پیسے'],
    ['PKR amount', 'PKR 300', 'تین سو روپے'],
    ['amount then روپے', '500 روپے', 'پانچ سو روپے'],
    ['percentage', 'شرح 12.5% رہی', 'شرح بارہ اعشاریہ پانچ فیصد رہی'],
    ['Urdu percent sign', '۲۵٪', 'پچیس فیصد'],
    ['Common Era year', '۱۹۴۷ء میں', 'ایک ہزار نو سو سینتالیس عیسوی میں'],
    ['Hijri year', '1445ھ', 'ایک ہزار چار سو پینتالیس ہجری'],
    ['phone number', '0300-1234567', 'صفر تین صفر صفر ایک دو تین چار پانچ چھ سات'],
    ['Latin abbreviation', 'Dr. احمد', 'ڈاکٹر احمد'],
    ['distance', '5 km', 'پانچ کلومیٹر'],
    ['honorific sign', 'محمد ﷺ', 'محمد صلی اللہ علیہ وسلم'],
    ['page number', 'ص ۱۲', 'صفحہ بارہ'],
  ])('%s', (_name, input, expected) => {
    expect(urduSpeechText(input)).toBe(expected);
  });
});

describe('prepareUrduSpeech pauses', () => {
  it('turns Urdu punctuation into pauses of sentence and clause length', () => {
    expect(prepareUrduSpeech('یہ اچھا ہے، بہت اچھا۔ کیا آپ آئیں گے؟ جی')).toEqual([
      { text: 'یہ اچھا ہے', pauseAfterMs: 250 },
      { text: 'بہت اچھا', pauseAfterMs: 500 },
      { text: 'کیا آپ آئیں گے', pauseAfterMs: 500 },
      { text: 'جی', pauseAfterMs: 0 },
    ]);
  });

  it('gives a paragraph break the longest pause and drops empty pieces', () => {
    expect(prepareUrduSpeech('پہلا۔\n\nدوسرا')).toEqual([
      { text: 'پہلا', pauseAfterMs: 800 },
      { text: 'دوسرا', pauseAfterMs: 0 },
    ]);
  });
});
