import { abstractiveSummarization } from '@zuban/contract/services/abstractive-summarization';
import { abstractiveSummary, loadDocumentFrequencies } from '@zuban/engines/summarize';
import { bindService } from '../binding';
import { bindTextService } from '../text-pool/bind-text-service';
import { textEngines } from '../text-pool/text-engines';

export const extractiveSummarizationBinding = bindTextService(textEngines.extractiveSummarization);

// LLM endpoint when LLM_URL is set (checked at start), else the embedded compressive summarizer;
// `engine` says which.
export const abstractiveSummarizationBinding = bindService(
  abstractiveSummarization,
  async ({ text, volume }, { ctx, signal }) => {
    const { summary, engine } = await abstractiveSummary(text, volume, {
      llm: ctx.config.llm,
      freqs: loadDocumentFrequencies(ctx.config.settings.SUMMARIZE_DF_PATH),
      signal,
    });
    return { response: summary, extra: { engine } };
  },
);
