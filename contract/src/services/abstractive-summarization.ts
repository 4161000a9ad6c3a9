import { defineSummarization } from './summarization-input';

export const abstractiveSummarization = defineSummarization(
  'abstractive',
  {
    title: 'Urdu Text Summarization (Abstractive)',
    description:
      'Writes a shorter summary of an Urdu text in its own words. `engine` says which engine answered.',
    responseDescription: 'The summary text; `engine` names the engine that wrote it.',
  },
  { response: 'کل بارش کا امکان ہے۔', engine: 'compressive' },
);
