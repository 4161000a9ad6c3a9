import { abstractiveSummarization } from '@zuban/contract/services/abstractive-summarization';
import { abstractiveSummary, type LlmConfig, llmConfigFromEnv } from '@zuban/engines/summarize';
import { bindService } from '../binding';
import { EngineUnavailableError } from '@zuban/engines/errors';
import { bindTextService } from '../text-pool/bind-text-service';
import { textEngines } from '../text-pool/text-engines';

export const extractiveSummarizationBinding = bindTextService(textEngines.extractiveSummarization);

/** LLM_* from the environment; a bad value makes the service unavailable (503) with the reason. */
function llmConfig(env: Record<string, string | undefined>): LlmConfig | undefined {
  try {
    return llmConfigFromEnv(env);
  } catch (error) {
    throw new EngineUnavailableError(
      `Abstractive summarization is misconfigured: ${(error as Error).message}.`,
    );
  }
}

// LLM endpoint when LLM_URL is set, else the embedded compressive summarizer; `engine` says which.
export const abstractiveSummarizationBinding = bindService(
  abstractiveSummarization,
  async ({ text, volume }, { ctx, signal }) => {
    const { summary, engine } = await abstractiveSummary(text, volume, {
      llm: llmConfig(ctx.config.env),
      signal,
    });
    return { response: summary, extra: { engine } };
  },
);
