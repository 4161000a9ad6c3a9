import { compressSentence } from './compress';
import type { DocumentFrequencies } from './document-frequencies';
import { selectSentences } from './extractive';
import { type LlmConfig, llmSummary } from './llm';

export interface AbstractiveOptions {
  /** When set, the LLM endpoint writes the summary; otherwise the embedded compressive summarizer. */
  llm?: LlmConfig;
  signal?: AbortSignal;
  freqs?: DocumentFrequencies;
}

export interface AbstractiveSummary {
  summary: string;
  /** Which engine answered: 'compressive' or 'llm:<model>'. */
  engine: string;
}

/**
 * The embedded default: the same sentences the extractive summary picks, each rewritten
 * shorter by compressSentence (attributions, parentheticals, subordinate clauses and
 * redundant words removed).
 */
export function compressiveSummary(text: string, n = 1, freqs?: DocumentFrequencies): string {
  return selectSentences(text, n, freqs)
    .map((s) => compressSentence(s.text))
    .join(' ');
}

export async function abstractiveSummary(
  text: string,
  n = 1,
  options: AbstractiveOptions = {},
): Promise<AbstractiveSummary> {
  if (options.llm) {
    return {
      summary: await llmSummary(text, n, options.llm, options.signal),
      engine: `llm:${options.llm.model}`,
    };
  }
  return { summary: compressiveSummary(text, n, options.freqs), engine: 'compressive' };
}
