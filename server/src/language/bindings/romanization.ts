import { bindTextService } from '../text-pool/bind-text-service';
import { textEngines } from '../text-pool/text-engines';

// /romanization: Roman Urdu to Urdu script, word by word (the catalogue already caps 100 characters).
export const romanizationBinding = bindTextService(textEngines.romanization);
