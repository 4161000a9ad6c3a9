import type { BoundService } from './binding';
import { asrBinding } from './bindings/asr';
import { keywordExtractionBinding } from './bindings/keyword-extraction';
import { langidBinding } from './bindings/langid';
import { ocrBinding } from './bindings/ocr';
import { spellCheckerBinding } from './bindings/spell-checker';
import { stemmerBinding } from './bindings/stemmer';
import { femaleTtsBinding, maleTtsBinding, punjabiMaleTtsBinding, ttsBinding } from './bindings/tts';

/**
 * Services whose engine is wired: one line each (see README.md). A catalogue service missing here
 * still has its routes, answering 503 without charging.
 */
export const boundServices: readonly BoundService[] = [
  stemmerBinding,
  spellCheckerBinding,
  keywordExtractionBinding,
  ocrBinding,
  ttsBinding,
  femaleTtsBinding,
  maleTtsBinding,
  punjabiMaleTtsBinding,
  asrBinding,
  langidBinding,
];
