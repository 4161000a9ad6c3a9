import type { WebService } from './types';

/** Extractive summaries, and the words of the summarization screen and landing page both kinds share. */
export const extractiveSummarization: WebService = {
  id: 'extractive_summarization',
  tool: {
    kind: 'text',
    input: 'urdu',
    options: [{ field: 'volume', kind: 'select' }],
    inDropdownEverywhere: true,
  },
  copy: {
    en: {
      menuLabel: 'Text Summarization',
      tool: {
        chooserLabel: 'Summarization type',
        choiceLabel: 'Extractive',
        options: { volume: { label: 'Number of sentences' } },
      },
      landing: {
        title: 'Urdu Text Summarization',
        tagline: 'Shorten long Urdu articles to what matters.',
        paragraphs: [
          'The summarization service produces a short version of an Urdu text. Two types are offered. Extractive summaries pick the most informative sentences of the original and keep them word for word. Abstractive summaries write a shorter text of their own.',
          'You choose the length of the summary as a number of sentences, which sets the compression ratio: the share of the original that is kept. News digests, report previews and reading aids are typical uses.',
        ],
        features: [
          'Extractive (default) or abstractive',
          'Summary length {{volumeMin}} to {{volumeMax}} sentences',
        ],
      },
    },
    ur: {
      title: 'اردو متن کا خلاصہ (اقتباسی)',
      menuLabel: 'متن کا خلاصہ',
      tool: {
        chooserLabel: 'خلاصے کی قسم',
        choiceLabel: 'اقتباسی',
        options: { volume: { label: 'جملوں کی تعداد' } },
      },
      landing: {
        title: 'اردو متن کا خلاصہ',
        tagline: 'طویل اردو مضامین کو ان کی اصل بات تک مختصر کریں۔',
        paragraphs: [
          'خلاصہ سروس اردو متن کا مختصر روپ تیار کرتی ہے۔ اس کی دو قسمیں ہیں۔ اقتباسی خلاصہ اصل متن کے سب سے زیادہ معلوماتی جملے چن کر انہیں لفظ بہ لفظ برقرار رکھتا ہے۔ تجریدی خلاصہ اپنے الفاظ میں ایک مختصر متن لکھتا ہے۔',
          'آپ خلاصے کی لمبائی جملوں کی تعداد کی صورت میں چنتے ہیں، جس سے اختصار کا تناسب طے ہوتا ہے، یعنی اصل متن کا کتنا حصہ باقی رہتا ہے۔ خبروں کے خلاصے، رپورٹوں کی جھلکیاں اور پڑھنے میں مدد اس کے عام استعمال ہیں۔',
        ],
        features: [
          'اقتباسی (پہلے سے طے شدہ) یا تجریدی',
          'خلاصے کی لمبائی {{volumeMin}} سے {{volumeMax}} جملے',
        ],
      },
    },
  },
};
