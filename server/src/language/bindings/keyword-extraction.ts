import { keywordExtraction } from '@zuban/contract/services/keyword-extraction';
import { extractKeywords } from '@zuban/engines/keywords';
import { bindService } from '../binding';

export const keywordExtractionBinding = bindService(
  keywordExtraction,
  ({ text, volume }) => ({
    response: extractKeywords(text, volume).join('\n'),
  }),
  { inProcess: true },
);
