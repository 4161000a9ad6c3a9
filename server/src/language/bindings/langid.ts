import { langid } from '@zuban/contract/services/langid';
import { urduShare } from '@zuban/engines/langid';
import { bindService } from '../binding';

// /langid: share of Urdu (Urdu script or Roman Urdu) by letters, already rounded to two decimals.
export const langidBinding = bindService(langid, async ({ text }) => ({
  response: (await urduShare(text)).score,
}));
