import type { WebService } from './types';

export const keywordExtraction: WebService = {
  id: 'keyword_extraction',
  tool: {
    kind: 'text',
    input: 'urdu',
    options: [{ field: 'volume', kind: 'number' }],
    inDropdownEverywhere: true,
  },
  copy: {
    en: {
      menuLabel: 'Keyword Extraction',
      tool: { options: { volume: { label: 'Number of keywords' } } },
      landing: {
        title: 'Urdu Keyword Extraction',
        tagline: 'Pull out the words that say what a text is about.',
        paragraphs: [
          'The keyword extraction service ranks the words and phrases of an Urdu text by how characteristic they are and returns as many as you ask for. Common function words are ignored.',
          'Keywords make good tags for articles, index terms for search, and quick previews of long documents.',
        ],
        features: ['You choose how many keywords'],
      },
    },
    ur: {
      title: 'اردو کلیدی الفاظ کی تلاش',
      menuLabel: 'کلیدی الفاظ',
      tool: { options: { volume: { label: 'کلیدی الفاظ کی تعداد' } } },
      landing: {
        title: 'اردو کلیدی الفاظ کی تلاش',
        tagline: 'وہ الفاظ نکالیں جو بتائیں کہ متن کس بارے میں ہے۔',
        paragraphs: [
          'یہ سروس اردو متن کے الفاظ اور فقروں کو اس لحاظ سے ترتیب دیتی ہے کہ وہ متن کی کتنی نمائندگی کرتے ہیں، اور جتنے آپ مانگیں اتنے واپس کرتی ہے۔ عام حروفِ ربط اور معاون الفاظ نظر انداز کیے جاتے ہیں۔',
          'کلیدی الفاظ مضامین کے لیے اچھے ٹیگ، تلاش کے لیے اشاریے، اور طویل دستاویزات کی فوری جھلک بنتے ہیں۔',
        ],
        features: ['کلیدی الفاظ کی تعداد آپ خود چنیں'],
      },
    },
  },
};
