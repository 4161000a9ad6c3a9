import type { BoundService } from './binding';
import { asrBinding } from './bindings/asr';
import { contentFilterBinding } from './bindings/content-filter';
import { domainIdentificationBinding } from './bindings/domain-identification';
import { keywordExtractionBinding } from './bindings/keyword-extraction';
import { langidBinding } from './bindings/langid';
import { ocrBinding } from './bindings/ocr';
import { postaggerBinding } from './bindings/postagger';
import { romanizationBinding } from './bindings/romanization';
import { spellCheckerBinding } from './bindings/spell-checker';
import { stemmerBinding } from './bindings/stemmer';
import { abstractiveSummarizationBinding, extractiveSummarizationBinding } from './bindings/summarization';
import { femaleTtsBinding, maleTtsBinding, punjabiMaleTtsBinding, ttsBinding } from './bindings/tts';

/**
 * Services whose engine is wired: one line each (see README.md). A catalogue service missing here
 * still has its routes, answering 503 without charging. Nothing adds to it at run time: a test that
 * wires another service mocks this module with a longer list.
 */
export const boundServices: readonly BoundService[] = Object.freeze([
  stemmerBinding,
  spellCheckerBinding,
  keywordExtractionBinding,
  ocrBinding,
  ttsBinding,
  femaleTtsBinding,
  maleTtsBinding,
  punjabiMaleTtsBinding,
  asrBinding,
  postaggerBinding,
  domainIdentificationBinding,
  extractiveSummarizationBinding,
  abstractiveSummarizationBinding,
  langidBinding,
  contentFilterBinding,
  romanizationBinding,
]);
