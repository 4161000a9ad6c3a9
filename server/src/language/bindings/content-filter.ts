import { bindTextService } from '../text-pool/bind-text-service';
import { textEngines } from '../text-pool/text-engines';

// /content_filter: lexicon-based profanity score (the engine itself is in the text-engine table).
export const contentFilterBinding = bindTextService(textEngines.contentFilter);
