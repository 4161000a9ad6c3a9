import { romanization } from '@zuban/contract/services/romanization';
import { romanToUrdu } from '@zuban/engines/roman';
import { bindService } from '../binding';

// /romanization: Roman Urdu to Urdu script, word by word (the catalogue already caps 100 characters).
export const romanizationBinding = bindService(
  romanization,
  ({ text }) => ({ response: romanToUrdu(text) }),
  {
    inProcess: true,
  },
);
