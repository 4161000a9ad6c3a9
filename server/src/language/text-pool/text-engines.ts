import { contentFilter } from '@zuban/contract/services/content-filter';
import { domainIdentification } from '@zuban/contract/services/domain-identification';
import { extractiveSummarization } from '@zuban/contract/services/extractive-summarization';
import type { AnyServiceDeclaration, ServiceDeclaration } from '@zuban/contract/services/index';
import { keywordExtraction } from '@zuban/contract/services/keyword-extraction';
import { langid } from '@zuban/contract/services/langid';
import { postagger } from '@zuban/contract/services/postagger';
import { romanization } from '@zuban/contract/services/romanization';
import { spellChecker } from '@zuban/contract/services/spell-checker';
import { stemmer } from '@zuban/contract/services/stemmer';
import { classifyDomain, loadDomainModel } from '@zuban/engines/domain';
import { extractKeywords } from '@zuban/engines/keywords';
import { urduShare, warmUpLid } from '@zuban/engines/langid';
import { loadTaggerModel, tagText } from '@zuban/engines/pos';
import { profanityScore } from '@zuban/engines/profanity';
import { romanToUrdu } from '@zuban/engines/roman';
import { checkSpelling } from '@zuban/engines/spell';
import { stemText } from '@zuban/engines/stem';
import { extractiveSummary, loadDocumentFrequencies } from '@zuban/engines/summarize';
import type { z } from 'zod';
import type { ServiceOutput } from '../binding';
import type { TextModelFiles } from './model-files';

/** A text engine as both sides know it: the worker runs it by id, the main thread inline. */
export interface UntypedTextEngine {
  declaration: AnyServiceDeclaration;
  /** Checks the input against the declaration's schema again (it crossed a thread), then runs. */
  runUntrusted(input: unknown, files?: TextModelFiles): Promise<ServiceOutput>;
}

export interface TextEngine<S extends z.ZodType> extends UntypedTextEngine {
  declaration: ServiceDeclaration<S>;
  /** `files`: the configured model files (model-files.ts); unset, the engines' committed ones. */
  run(input: z.output<S>, files?: TextModelFiles): Promise<ServiceOutput> | ServiceOutput;
  /**
   * The engine's worst cost per character on the event loop, in µs (its slowest input shape in
   * bench/text-pool-cost.ts, rounded up): a call runs inline when this times its length is within
   * TEXT_INLINE_BUDGET_US (inline-decision.ts). Undefined: never inline, whatever the length.
   */
  usPerChar: number | undefined;
}

function textEngine<S extends z.ZodType>(
  declaration: ServiceDeclaration<S>,
  run: (input: z.output<S>, files: TextModelFiles) => Promise<ServiceOutput> | ServiceOutput,
  usPerChar: number | undefined,
): TextEngine<S> {
  return {
    declaration,
    run: (input, files = {}) => run(input, files),
    usPerChar,
    runUntrusted: async (input, files = {}) => run(declaration.input.parse(input), files),
  };
}

/**
 * The in-process text engines, written once: the bindings (bindTextService) run them inline when
 * their worst cost fits the inline budget and the text pool's worker threads run them by service
 * id for the rest. The last argument is that worst cost in µs per character: the slowest of the
 * hostile shapes of bench/text-pool-cost.ts (random new words, one long word, one letter, marks,
 * mixed scripts, prose), CPU over fresh texts of each shape on a warm engine, at the size nearest
 * the length where the engine leaves the event loop, times 1.5, rounded up (2-core reference
 * machine, #35; docs/decisions/text-inline-by-cost.md). Random new words are the worst for most:
 * each is a cache miss.
 */
export const textEngines = {
  stemmer: textEngine(stemmer, ({ text }) => ({ response: stemText(text) }), 0.6),
  spellChecker: textEngine(
    spellChecker,
    ({ text }) => {
      const { markup, suggestions } = checkSpelling(text);
      return { response: markup, extra: { suggestions } };
    },
    27,
  ),
  keywordExtraction: textEngine(
    keywordExtraction,
    ({ text, volume }) => ({ response: extractKeywords(text, volume).join('\n') }),
    2.5,
  ),
  postagger: textEngine(
    postagger,
    ({ text, tagset }, files) => ({ response: tagText(text, { tagset, model: loadTaggerModel(files.pos) }) }),
    12,
  ),
  domainIdentification: textEngine(
    domainIdentification,
    ({ text }, files) => {
      const { label, scores } = classifyDomain(text, loadDomainModel(files.domain));
      return { response: label, extra: { scores } };
    },
    2.2,
  ),
  extractiveSummarization: textEngine(
    extractiveSummarization,
    ({ text, volume }, files) => ({
      response: extractiveSummary(text, volume, loadDocumentFrequencies(files.summarizeDf)),
    }),
    1.8,
  ),
  // Share of Urdu (Urdu script or Roman Urdu) by letters, already rounded to two decimals.
  langid: textEngine(langid, async ({ text }) => ({ response: (await urduShare(text)).score }), 2),
  // Lexicon-based profanity score, 0 to 1, already rounded to two decimals.
  contentFilter: textEngine(contentFilter, ({ text }) => ({ response: profanityScore(text).score }), 3),
  // Roman Urdu to Urdu script, word by word (the catalogue already caps 100 characters). Ranking a
  // new word's candidates takes 10-80 ms (bench/text-pool), so it never runs on the event loop.
  romanization: textEngine(romanization, ({ text }) => ({ response: romanToUrdu(text) }), undefined),
};

const byServiceId: ReadonlyMap<string, UntypedTextEngine> = new Map(
  Object.values(textEngines).map((engine): [string, UntypedTextEngine] => [engine.declaration.id, engine]),
);

export function textEngineFor(serviceId: string): UntypedTextEngine | undefined {
  return byServiceId.get(serviceId);
}

/**
 * A warm-up text that reaches every part an engine loads lazily: a misspelt word (the spell
 * checker's suggestions and bigram context), several sentences (the summarizer, keywords).
 */
export const WARM_SAMPLE =
  'پاکستان کی حکومت نے بجٹ پیش کیا۔ وزیر خزانہ نے کتابب اور سکول کے لیے رقم رکھی۔ کرکٹ ٹیم نے میچ جیتا۔';

/** One small call of every engine, so that each loads its model before the first paying caller. */
export async function warmTextEngines(files: TextModelFiles = {}): Promise<void> {
  for (const engine of byServiceId.values()) {
    const text = engine.declaration.id === 'romanization' ? 'pakistan zindabad' : WARM_SAMPLE;
    await engine.runUntrusted({ text, volume: 1 }, files);
  }
  // langid loads its Roman Urdu and Punjabi models only for text in those scripts.
  await warmUpLid();
}
