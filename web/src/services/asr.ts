import type { WebService } from './types';

export const asr: WebService = {
  id: 'asr',
  tool: { kind: 'asr' },
  copy: {
    en: {
      menuLabel: 'Urdu Speech to Text',
      landing: {
        title: 'Urdu Speech to Text',
        tagline: 'Transcribe spoken Urdu into Unicode text.',
        paragraphs: [
          'The speech-to-text service listens to Urdu speech and writes what was said as Unicode Urdu text. In your account you can speak into the microphone and watch the transcript appear; over the API you send a recording and receive its transcript.',
          'Recordings are WAV files, 16 000 Hz, mono, up to {{maxMinutes}} minutes long. Use it to caption lectures and interviews, to search recorded calls, or to let people fill in forms by voice.',
        ],
        features: [
          'Live transcription in the browser',
          'API: WAV, 16 kHz, mono, up to {{maxMinutes}} minutes',
          'Charged per started 15 seconds of audio',
        ],
      },
    },
    ur: {
      title: 'اردو اسپیچ ٹو ٹیکسٹ',
      menuLabel: 'اردو اسپیچ ٹو ٹیکسٹ',
      landing: {
        title: 'اردو اسپیچ ٹو ٹیکسٹ',
        tagline: 'بولی گئی اردو کو یونیکوڈ متن میں لکھیں۔',
        paragraphs: [
          'اسپیچ ٹو ٹیکسٹ سروس اردو گفتگو سنتی ہے اور جو کہا گیا اسے یونیکوڈ اردو متن میں لکھ دیتی ہے۔ اپنے اکاؤنٹ میں آپ مائیکروفون میں بول کر تحریر کو بنتے دیکھ سکتے ہیں؛ API کے ذریعے آپ ریکارڈنگ بھیجتے ہیں اور اس کی تحریر وصول کرتے ہیں۔',
          'ریکارڈنگ WAV فائل ہو، 16 000 Hz، مونو، اور {{maxMinutes}} منٹ تک طویل۔ اسے لیکچرز اور انٹرویوز کے کیپشن بنانے، ریکارڈ شدہ کالوں میں تلاش کرنے، یا لوگوں کو بول کر فارم بھرنے کی سہولت دینے کے لیے استعمال کریں۔',
        ],
        features: [
          'براؤزر میں فوری تحریر',
          'API: WAV، 16 kHz، مونو، {{maxMinutes}} منٹ تک',
          'آڈیو کے ہر شروع ہونے والے 15 سیکنڈ کی قیمت',
        ],
      },
    },
  },
};
