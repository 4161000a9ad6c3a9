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
 * line here; routes, prices, screens and docs follow (server/src/language/README.md).
 */
const catalogue: AnyServiceDeclaration[] = [
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
];

/** Read-only view of the catalogue; consumers read it when they build, so a registered service is included. */
export const services: readonly AnyServiceDeclaration[] = catalogue;

const byId = new Map(services.map((s) => [s.id, s]));

/**
 * Adds a service declared outside this folder (a plug-in, or a test proving that a new declaration
 * reaches every surface). Register before building the app or the web's routes: they read the
 * catalogue once when they are built.
 */
export function registerService(declaration: AnyServiceDeclaration): void {
  if (byId.has(declaration.id)) throw new Error(`Service ${declaration.id} is already in the catalogue.`);
  catalogue.push(declaration);
  byId.set(declaration.id, declaration);
}

export function findService(id: string): AnyServiceDeclaration | undefined {
  return byId.get(id);
}

export type { AnyServiceDeclaration, ServiceCategory, ServiceDeclaration } from './types';
