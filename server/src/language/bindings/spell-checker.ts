import { spellChecker } from '@zuban/contract/services/spell-checker';
import { checkSpelling } from '@zuban/engines/spell';
import { bindService } from '../binding';

export const spellCheckerBinding = bindService(
  spellChecker,
  ({ text }) => {
    const { markup, suggestions } = checkSpelling(text);
    return { response: markup, extra: { suggestions } };
  },
  { inProcess: true },
);
