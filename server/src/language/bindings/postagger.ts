import { bindTextService } from '../text-pool/bind-text-service';
import { textEngines } from '../text-pool/text-engines';

export const postaggerBinding = bindTextService(textEngines.postagger);
