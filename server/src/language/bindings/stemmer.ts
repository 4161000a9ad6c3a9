import { stemmer } from '@zuban/contract/services/stemmer';
import { stemText } from '@zuban/engines/stem';
import { bindService } from '../binding';

export const stemmerBinding = bindService(stemmer, ({ text }) => ({ response: stemText(text) }), {
  inProcess: true,
});
