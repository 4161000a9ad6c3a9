import type { WebService } from './types';

/** Abstractive summaries share the summarization screen and landing page (extractive-summarization.ts). */
export const abstractiveSummarization: WebService = {
  id: 'abstractive_summarization',
  tool: { kind: 'text', input: 'urdu', options: [], inDropdownEverywhere: true },
  copy: {
    en: { tool: { choiceLabel: 'Abstractive' } },
    ur: {
      title: 'اردو متن کا خلاصہ (تجریدی)',
      tool: { choiceLabel: 'تجریدی' },
    },
  },
};
