import { EngineError } from '../errors/index';

/**
 * Abstractive summaries from an OpenAI-compatible chat-completions endpoint (vLLM, llama.cpp
 * server, Ollama's /v1, hosted APIs). The server builds the config from LLM_URL, LLM_MODEL,
 * LLM_API_KEY and LLM_TIMEOUT_MS (validated at its start); without one no endpoint is contacted.
 */
export interface LlmConfig {
  /** Base URL (e.g. http://host:8000/v1) or the full .../chat/completions URL. */
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

/**
 * Failure of the LLM endpoint; `message` says what went wrong (for logs). What the caller reads is the
 * service declaration's failure message (contract/), answered by the server for every failed call.
 */
export class LlmSummaryError extends EngineError {
  constructor(message: string) {
    super('failed', 'llm_failed', message);
    this.name = 'LlmSummaryError';
  }
}

export function chatCompletionsUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith('/chat/completions') ? trimmed : `${trimmed}/chat/completions`;
}

/** The instruction, in Urdu, so the model answers in Urdu. */
export function summaryPrompt(sentences: number): string {
  return (
    'آپ اردو خبروں کے ماہر مدیر ہیں۔ نیچے دیے گئے متن کا خلاصہ اپنے الفاظ میں صرف اردو میں لکھیں، ' +
    `زیادہ سے زیادہ ${sentences} ${sentences === 1 ? 'جملے' : 'جملوں'} میں۔ ` +
    'صرف خلاصہ لکھیں: کوئی عنوان، تمہید یا وضاحت شامل نہ کریں، اور متن میں جو بات نہ ہو وہ نہ لکھیں۔'
  );
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

export async function llmSummary(
  text: string,
  sentences: number,
  config: LlmConfig,
  signal?: AbortSignal,
): Promise<string> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  let response: Response;
  try {
    response = await fetch(chatCompletionsUrl(config.url), {
      method: 'POST',
      headers,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        max_tokens: 120 * sentences,
        messages: [
          { role: 'system', content: summaryPrompt(sentences) },
          { role: 'user', content: text },
        ],
      }),
    });
  } catch (error) {
    const reason = timeout.aborted ? `timed out after ${config.timeoutMs} ms` : (error as Error).message;
    throw new LlmSummaryError(`LLM endpoint unreachable: ${reason}`);
  }
  if (!response.ok) {
    // The body may echo the request; keep only the status in the error (no key, no text).
    await response.body?.cancel();
    throw new LlmSummaryError(`LLM endpoint answered HTTP ${response.status}`);
  }
  let body: ChatCompletion;
  try {
    body = (await response.json()) as ChatCompletion;
  } catch {
    throw new LlmSummaryError('LLM endpoint answered with invalid JSON');
  }
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') {
    throw new LlmSummaryError('LLM endpoint answered without a summary (choices[0].message.content)');
  }
  return content.trim();
}
