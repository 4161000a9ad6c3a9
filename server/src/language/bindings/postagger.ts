import { postagger } from '@zuban/contract/services/postagger';
import { tagText } from '@zuban/engines/pos';
import { bindService } from '../binding';

export const postaggerBinding = bindService(
  postagger,
  ({ text, tagset }) => ({
    response: tagText(text, { tagset }),
  }),
  { inProcess: true },
);
