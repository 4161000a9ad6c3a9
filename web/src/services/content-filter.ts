import type { WebService } from './types';

export const contentFilter: WebService = {
  id: 'content_filter',
  tool: { kind: 'text', input: 'urdu', options: [], inDropdownEverywhere: true },
  copy: {
    en: {
      menuLabel: 'Content Profanity Estimation',
      landing: {
        title: 'Content Profanity Estimation',
        tagline: 'Estimate how offensive an Urdu text is before you publish it.',
        paragraphs: [
          'The profanity estimator scores an Urdu text between 0 and 1, with two decimals; the closer the score is to 1, the more profane the text. The score is computed from a curated lexicon of offensive words and phrases, including common spelling variants.',
          'Use it to hold back comments for moderation, to filter user-generated content in apps and forums, or to measure the tone of a collection of texts.',
        ],
        features: ['Score 0 to 1, two decimals', 'Lexicon based, fast'],
      },
    },
    ur: {
      title: 'نازیبا مواد کا تخمینہ',
      menuLabel: 'نازیبا مواد کا تخمینہ',
      landing: {
        title: 'نازیبا مواد کا تخمینہ',
        tagline: 'شائع کرنے سے پہلے جانیں کہ اردو متن کتنا نازیبا ہے۔',
        paragraphs: [
          'یہ سروس اردو متن کو 0 اور 1 کے درمیان، دو اعشاریہ تک، اسکور دیتی ہے؛ اسکور جتنا 1 کے قریب ہو، متن اتنا ہی نازیبا ہے۔ یہ اسکور نازیبا الفاظ اور جملوں کی ایک چنیدہ لغت سے نکالا جاتا ہے، جس میں ان کے عام املائی روپ بھی شامل ہیں۔',
          'اسے تبصروں کو جانچ کے لیے روکنے، ایپس اور فورمز پر صارفین کے مواد کو چھاننے، یا تحریروں کے کسی مجموعے کا لہجہ ناپنے کے لیے استعمال کریں۔',
        ],
        features: ['اسکور 0 سے 1، دو اعشاریہ تک', 'لغت پر مبنی، تیز'],
      },
    },
  },
};
