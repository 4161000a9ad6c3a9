import { contentFilter } from '@zuban/contract/services/content-filter';
import { profanityScore } from '@zuban/engines/profanity';
import { bindService } from '../binding';

// /content_filter: lexicon-based profanity score, 0 to 1, already rounded to two decimals.
export const contentFilterBinding = bindService(
  contentFilter,
  ({ text }) => ({
    response: profanityScore(text).score,
  }),
  { inProcess: true },
);
