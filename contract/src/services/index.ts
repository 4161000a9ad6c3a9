import { abstractiveSummarization } from './abstractive-summarization';
import { asr } from './asr';
import { contentFilter } from './content-filter';
import { domainIdentification } from './domain-identification';
import { extractiveSummarization } from './extractive-summarization';
import { femaleTts } from './female-tts';
import { keywordExtraction } from './keyword-extraction';
import { langid } from './langid';
import { maleTts } from './male-tts';
import { ocr } from './ocr';
import { postagger } from './postagger';
import { punjabiMaleTts } from './punjabi-male-tts';
import { romanization } from './romanization';
import { spellChecker } from './spell-checker';
import { stemmer } from './stemmer';
import { tts } from './tts';
import type { AnyServiceDeclaration } from './types';

/**
 * The catalogue: every public service, once. Add a service by writing its declaration file and one
 * line here; routes, prices, screens and docs follow (server/src/language/README.md). Nothing adds
 * to it at run time: a test that needs another service mocks this module with a longer list.
 */
export const services: readonly AnyServiceDeclaration[] = Object.freeze([
  tts,
  femaleTts,
  maleTts,
  punjabiMaleTts,
  asr,
  postagger,
  contentFilter,
  langid,
  extractiveSummarization,
  abstractiveSummarization,
  domainIdentification,
  spellChecker,
  keywordExtraction,
  stemmer,
  romanization,
  ocr,
]);

const byId: ReadonlyMap<string, AnyServiceDeclaration> = new Map(services.map((s) => [s.id, s]));

export function findService(id: string): AnyServiceDeclaration | undefined {
  return byId.get(id);
}

export type { AnyServiceDeclaration, ServiceCategory, ServiceDeclaration } from './types';
