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
 * still has its routes, answering 503 without charging.
 */
const bindings: BoundService[] = [
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
];

/** Read-only view; the language routes read it when the app is built. */
export const boundServices: readonly BoundService[] = bindings;

/**
 * Wires the engine of a service added with contract's registerService (a plug-in, or a test proving a
 * new declaration reaches every surface). Register before buildApp.
 */
export function registerBinding(binding: BoundService): void {
  if (bindings.some((b) => b.declaration.id === binding.declaration.id)) {
    throw new Error(`Service ${binding.declaration.id} already has an engine binding.`);
  }
  bindings.push(binding);
}
