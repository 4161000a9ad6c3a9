import type { WebService } from './types';

export const postagger: WebService = {
  id: 'postagger',
  tool: {
    kind: 'text',
    input: 'urdu',
    options: [{ field: 'tagset', kind: 'select' }],
    inDropdownEverywhere: true,
  },
  landing: {
    sample: { text: 'احمد نے کتاب پڑھی۔', lang: 'ur' },
    extraLinkHref: '/docs/urdu-pos-tagset.pdf',
  },
  copy: {
    en: {
      menuLabel: 'Urdu POS Tagging',
      tool: {
        options: {
          tagset: { label: 'Tagset', choices: { cle: 'CLE Urdu tagset', upos: 'Universal (UPOS)' } },
        },
      },
      landing: {
        title: 'Urdu Parts-of-Speech Tagging',
        tagline: 'Label every word of an Urdu text with its grammatical category.',
        paragraphs: [
          'The parts-of-speech tagger splits Urdu text into words and marks each one as a noun, verb, adjective, postposition, pronoun and so on. Multi-word tokens such as place names are kept together.',
          'Tagged text is the starting point for search that understands grammar, for extracting names and terms, for grammar checking and for linguistic research on Urdu corpora. The tagset is documented in a downloadable PDF.',
        ],
        features: ['Each token followed by its tag', 'Documented tagset'],
        sampleLabel: 'Input',
        extraLinkLabel: 'POS tagset (PDF)',
      },
    },
    ur: {
      title: 'اردو POS ٹیگنگ',
      menuLabel: 'اردو POS ٹیگنگ',
      tool: {
        options: {
          tagset: { label: 'ٹیگ سیٹ', choices: { cle: 'CLE اردو ٹیگ سیٹ', upos: 'یونیورسل (UPOS)' } },
        },
      },
      landing: {
        title: 'اردو اجزائے کلام کی ٹیگنگ',
        tagline: 'اردو متن کے ہر لفظ پر اس کی نحوی قسم کا لیبل لگائیں۔',
        paragraphs: [
          'اجزائے کلام کا ٹیگر اردو متن کو الفاظ میں تقسیم کرتا ہے اور ہر لفظ کو اسم، فعل، صفت، حرفِ جار، ضمیر وغیرہ کے طور پر نشان زد کرتا ہے۔ کئی الفاظ پر مشتمل اکائیاں، جیسے جگہوں کے نام، اکٹھی رکھی جاتی ہیں۔',
          'ٹیگ شدہ متن گرامر سمجھنے والی تلاش، ناموں اور اصطلاحات کو نکالنے، گرامر کی جانچ اور اردو کارپورا پر لسانی تحقیق کا نقطۂ آغاز ہے۔ ٹیگ سیٹ کی تفصیل ایک PDF میں ہے جسے ڈاؤن لوڈ کیا جا سکتا ہے۔',
        ],
        features: ['ہر لفظ کے بعد اس کا ٹیگ', 'دستاویزی ٹیگ سیٹ'],
        sampleLabel: 'ان پٹ',
        extraLinkLabel: 'POS ٹیگ سیٹ (PDF)',
      },
    },
  },
};
