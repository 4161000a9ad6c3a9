import type { WebService } from './types';

export const domainIdentification: WebService = {
  id: 'domain_identification',
  tool: { kind: 'text', input: 'urdu', options: [], inDropdownEverywhere: true },
  copy: {
    en: {
      menuLabel: 'Domain Identification',
      landing: {
        title: 'Urdu Domain Identification',
        tagline: 'Sort Urdu texts into seven news domains automatically.',
        paragraphs: [
          'The domain identification service reads an Urdu text and tells you which of seven domains it belongs to: National News, International News, Business, Sports, Science, Health or Showbiz.',
          'Use it to file incoming articles, to build topic feeds, or to give search results a category.',
        ],
        features: ['Seven categories', 'One label per text'],
      },
    },
    ur: {
      title: 'اردو ڈومین کی شناخت',
      menuLabel: 'ڈومین کی شناخت',
      landing: {
        title: 'اردو ڈومین کی شناخت',
        tagline: 'اردو تحریروں کو خود بخود خبروں کے سات شعبوں میں بانٹیں۔',
        paragraphs: [
          'ڈومین کی شناخت کی سروس اردو متن پڑھ کر بتاتی ہے کہ وہ سات شعبوں میں سے کس کا ہے: قومی خبریں، بین الاقوامی خبریں، کاروبار، کھیل، سائنس، صحت یا شوبز۔',
          'اسے آنے والے مضامین کو ترتیب دینے، موضوعاتی فیڈز بنانے، یا تلاش کے نتائج کو زمرہ دینے کے لیے استعمال کریں۔',
        ],
        features: ['سات زمرے', 'ہر متن کا ایک لیبل'],
      },
    },
  },
};
