import type { WebService } from './types';

export const romanization: WebService = {
  id: 'romanization',
  tool: { kind: 'text', input: 'latin', options: [], inDropdownEverywhere: false },
  landing: { sample: { text: 'آپ کیسے ہیں', lang: 'ur' } },
  copy: {
    en: {
      menuLabel: 'Roman to Urdu Script',
      tool: { inputHint: 'Roman Urdu, at most {{limit}} characters.' },
      landing: {
        title: 'Roman to Urdu Script',
        tagline: 'Convert Urdu typed in Latin letters into Urdu script.',
        paragraphs: [
          'Many people type Urdu with Latin letters on phones and keyboards — “aap kaise hain”. This service transliterates such Roman Urdu into the Urdu script, word by word, handling the common spelling variations of informal typing.',
          'Use it to make chat and social media text searchable alongside Urdu-script text, or to let people type Urdu without an Urdu keyboard.',
        ],
        features: ['Charged per request'],
        sampleLabel: 'aap kaise hain →',
      },
    },
    ur: {
      title: 'رومن سے اردو رسم الخط',
      menuLabel: 'رومن سے اردو رسم الخط',
      tool: { inputHint: 'رومن اردو، زیادہ سے زیادہ {{limit}} حروف۔' },
      landing: {
        title: 'رومن سے اردو رسم الخط',
        tagline: 'لاطینی حروف میں لکھی اردو کو اردو رسم الخط میں بدلیں۔',
        paragraphs: [
          'بہت سے لوگ فون اور کی بورڈ پر اردو لاطینی حروف میں لکھتے ہیں — “aap kaise hain”۔ یہ سروس ایسی رومن اردو کو لفظ بہ لفظ اردو رسم الخط میں منتقل کرتی ہے، اور غیر رسمی ٹائپنگ کے عام املائی فرق بھی سنبھال لیتی ہے۔',
          'اسے چیٹ اور سوشل میڈیا کی تحریروں کو اردو رسم الخط کے متن کے ساتھ قابلِ تلاش بنانے، یا لوگوں کو اردو کی بورڈ کے بغیر اردو لکھنے کی سہولت دینے کے لیے استعمال کریں۔',
        ],
        features: ['ہر درخواست کی قیمت'],
        sampleLabel: 'aap kaise hain ←',
      },
    },
  },
};
