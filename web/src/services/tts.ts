import type { WebService } from './types';

/** Naghma, and the /tts landing page shared by the three Urdu voices. */
export const tts: WebService = {
  id: 'tts',
  tool: { kind: 'tts', language: 'urdu', defaultVolume: 140, adjustable: true },
  landing: { sample: { text: 'زبان میں خوش آمدید۔ آج موسم بہت خوشگوار ہے۔', lang: 'ur' } },
  copy: {
    en: {
      menuLabel: 'Urdu Text to Speech',
      tool: { voice: 'Naghma' },
      landing: {
        title: 'Urdu Text to Speech',
        tagline: 'Turn Urdu text into natural, clear speech in seconds.',
        paragraphs: [
          'The Urdu text-to-speech service reads Urdu written in the Perso-Arabic script aloud and returns a WAV, MP3 or Ogg Opus audio file. It normalises the text first — numbers, punctuation and common abbreviations — so that what you hear follows what a reader would say.',
          'Three voices are available: Naghma, Naghma V-2.0 and Sarang. The speaking rate can be set from {{speedMin}} to +{{speedMax}} and the volume from {{volumeMin}} to {{volumeMax}}, so the same text can be read slowly for learners or briskly for announcements.',
          'Typical uses are screen readers and accessibility tools, voice prompts for phone and kiosk systems, audio versions of news and learning material, and prototypes of spoken assistants.',
        ],
        features: [
          'Voices: Naghma, Naghma V-2.0 and Sarang',
          'Speed {{speedMin}} to +{{speedMax}} and volume {{volumeMin}} to {{volumeMax}}',
          'Answer: a WAV, MP3 or Ogg Opus file (base64 in the API)',
        ],
        sampleLabel: 'Try reading',
      },
    },
    ur: {
      title: 'اردو ٹیکسٹ ٹو اسپیچ (نغمہ)',
      menuLabel: 'اردو ٹیکسٹ ٹو اسپیچ',
      tool: { voice: 'نغمہ' },
      landing: {
        title: 'اردو ٹیکسٹ ٹو اسپیچ',
        tagline: 'اردو تحریر کو چند لمحوں میں صاف اور فطری آواز میں بدلیں۔',
        paragraphs: [
          'اردو ٹیکسٹ ٹو اسپیچ سروس فارسی-عربی رسم الخط میں لکھی اردو کو بلند آواز میں پڑھتی ہے اور WAV، MP3 یا Ogg Opus آڈیو فائل واپس کرتی ہے۔ یہ پہلے متن کو سنوارتی ہے — اعداد، رموزِ اوقاف اور عام مخففات — تاکہ آپ وہی سنیں جو ایک قاری پڑھتا۔',
          'تین آوازیں دستیاب ہیں: نغمہ، نغمہ V-2.0 اور سارنگ۔ بولنے کی رفتار {{speedMin}} سے +{{speedMax}} تک اور آواز کی بلندی {{volumeMin}} سے {{volumeMax}} تک رکھی جا سکتی ہے، یوں ایک ہی متن سیکھنے والوں کے لیے آہستہ اور اعلانات کے لیے تیزی سے پڑھا جا سکتا ہے۔',
          'اس کے عام استعمال اسکرین ریڈر اور رسائی کے آلات، فون اور کیوسک نظاموں کے صوتی پیغامات، خبروں اور تعلیمی مواد کے آڈیو نسخے، اور بولنے والے معاون پروگراموں کے ابتدائی نمونے ہیں۔',
        ],
        features: [
          'آوازیں: نغمہ، نغمہ V-2.0 اور سارنگ',
          'رفتار {{speedMin}} سے +{{speedMax}} اور آواز کی بلندی {{volumeMin}} سے {{volumeMax}}',
          'جواب: WAV، MP3 یا Ogg Opus فائل (API میں base64)',
        ],
        sampleLabel: 'پڑھ کر دیکھیں',
      },
    },
  },
};
