import type { WebService } from './types';

export const stemmer: WebService = {
  id: 'stemmer',
  tool: { kind: 'text', input: 'urdu', options: [], inDropdownEverywhere: true },
  landing: { extraLinkHref: '/docs/urdu-stemmer.pdf' },
  copy: {
    en: {
      menuLabel: 'Urdu Stemmer',
      landing: {
        title: 'Urdu Stemmer',
        tagline: 'Reduce Urdu words to their stems.',
        paragraphs: [
          'The stemmer strips prefixes and suffixes from Urdu words so that different forms of one word — plural, oblique, feminine — map to the same stem. It follows affix rules with an exception list for words whose endings only look like affixes.',
          'Stemming improves search recall and shrinks vocabularies for text classification and topic models.',
        ],
        features: ['Stems returned in input order'],
        extraLinkLabel: 'How the Urdu stemmer works (PDF)',
      },
    },
    ur: {
      title: 'اردو اسٹیمر',
      menuLabel: 'اردو اسٹیمر',
      landing: {
        title: 'اردو اسٹیمر',
        tagline: 'اردو الفاظ کو ان کے مادّے تک لائیں۔',
        paragraphs: [
          'اسٹیمر اردو الفاظ سے سابقے اور لاحقے ہٹاتا ہے تاکہ ایک ہی لفظ کی مختلف صورتیں — جمع، مغیّرہ، مؤنث — ایک ہی مادّے تک پہنچیں۔ یہ سابقوں اور لاحقوں کے قواعد پر چلتا ہے، اور ان الفاظ کے لیے مستثنیات کی فہرست رکھتا ہے جن کے آخری حروف صرف دیکھنے میں لاحقہ لگتے ہیں۔',
          'اسٹیمنگ سے تلاش کے نتائج زیادہ جامع ہوتے ہیں اور متن کی درجہ بندی اور موضوعاتی ماڈلز کے لیے ذخیرۂ الفاظ چھوٹا ہو جاتا ہے۔',
        ],
        features: ['مادّے ان پٹ کی ترتیب سے'],
        extraLinkLabel: 'اردو اسٹیمر کیسے کام کرتا ہے (PDF)',
      },
    },
  },
};
