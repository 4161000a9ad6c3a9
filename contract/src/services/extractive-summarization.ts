import { defineSummarization } from './summarization-input';

export const extractiveSummarization = defineSummarization(
  'extractive',
  {
    title: 'Urdu Text Summarization (Extractive)',
    description: 'Picks the most central sentences of an Urdu text and returns them in their original order.',
    responseDescription: 'The summary: the chosen sentences, in original order.',
  },
  { response: 'محکمہ موسمیات کے مطابق کل بارش کا امکان ہے۔' },
);
