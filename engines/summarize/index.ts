// Urdu summarization: extractive (centroid over corpus TF-IDF) and abstractive (an
// OpenAI-compatible LLM endpoint when configured, else the embedded compressive summarizer).
export {
  type AbstractiveOptions,
  type AbstractiveSummary,
  abstractiveSummary,
  compressiveSummary,
} from './abstractive';
export { compressSentence } from './compress';
export { type DocumentFrequencies, loadDocumentFrequencies } from './document-frequencies';
export { extractiveSummary, MAX_SENTENCES, MIN_SENTENCES } from './extractive';
export { type LlmConfig, LlmSummaryError } from './llm';
