import type { WebService } from './types';

export const punjabiMaleTts: WebService = {
  id: 'punjabi_male_tts',
  tool: { kind: 'tts', language: 'punjabi', defaultVolume: 100, adjustable: false },
  landing: { sample: { text: 'تسیں کیویں او؟ اج دا دن بہت سوہنا اے۔', lang: 'pnb' } },
  copy: {
    en: {
      menuLabel: 'Punjabi Text to Speech',
      tool: { voice: 'Ektara' },
      landing: {
        title: 'Punjabi Text to Speech',
        tagline: 'Speech for Punjabi written in Shahmukhi.',
        paragraphs: [
          'The Punjabi text-to-speech service speaks Punjabi written in the Shahmukhi script, the Perso-Arabic script used for Punjabi in Pakistan, with the Ektara voice. It returns a WAV, MP3 or Ogg Opus file you can play in a browser or store.',
          'It suits reading aids, local-language information lines, and teaching material for one of the most widely spoken languages of the region that is rarely served by mainstream speech products.',
        ],
        features: ['Voice: Ektara', 'Answer: a WAV, MP3 or Ogg Opus file (base64 in the API)'],
        sampleLabel: 'Try reading',
      },
    },
    ur: {
      title: 'پنجابی ٹیکسٹ ٹو اسپیچ (اکتارا)',
      menuLabel: 'پنجابی ٹیکسٹ ٹو اسپیچ',
      tool: { voice: 'اکتارا' },
      landing: {
        title: 'پنجابی ٹیکسٹ ٹو اسپیچ',
        tagline: 'شاہ مکھی میں لکھی پنجابی کے لیے آواز۔',
        paragraphs: [
          'پنجابی ٹیکسٹ ٹو اسپیچ سروس شاہ مکھی رسم الخط میں لکھی پنجابی — وہ فارسی-عربی رسم الخط جس میں پاکستان میں پنجابی لکھی جاتی ہے — اکتارا کی آواز میں بولتی ہے۔ یہ WAV، MP3 یا Ogg Opus فائل واپس کرتی ہے جسے آپ براؤزر میں چلا سکتے ہیں یا محفوظ کر سکتے ہیں۔',
          'یہ پڑھنے میں مدد دینے والے آلات، مقامی زبان کی معلوماتی لائنوں اور تدریسی مواد کے لیے موزوں ہے، اس خطے کی سب سے زیادہ بولی جانے والی زبانوں میں سے ایک کے لیے جسے عام صوتی مصنوعات کم ہی میسر آتی ہیں۔',
        ],
        features: ['آواز: اکتارا', 'جواب: WAV، MP3 یا Ogg Opus فائل (API میں base64)'],
        sampleLabel: 'پڑھ کر دیکھیں',
      },
    },
  },
};
