import type { BoundService } from './binding';
import { asrBinding } from './bindings/asr';
import { ocrBinding } from './bindings/ocr';
import { stemmerBinding } from './bindings/stemmer';
import { femaleTtsBinding, maleTtsBinding, punjabiMaleTtsBinding, ttsBinding } from './bindings/tts';

/**
 * Services whose engine is wired: one line each (see README.md). A catalogue service missing here
 * still has its routes, answering 503 without charging.
 */
export const boundServices: readonly BoundService[] = [
  stemmerBinding,
  ocrBinding,
  ttsBinding,
  femaleTtsBinding,
  maleTtsBinding,
  punjabiMaleTtsBinding,
  asrBinding,
];
