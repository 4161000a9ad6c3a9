import { z } from 'zod';
import { matching, positive, setting } from '../setting';

// The abstractive summarization endpoint; checked at start with the rest (settings-schema.ts
// requires LLM_MODEL whenever LLM_URL is set).
export const llmSettings = {
  LLM_URL: setting(matching(/^https?:\/\/\S+$/, 'an http:// or https:// URL').optional(), {
    group: 'llm',
    example: 'http://127.0.0.1:8000/v1',
    whenUnset: 'the embedded compressive summarizer answers',
    description:
      'OpenAI-compatible endpoint: a base URL such as `http://127.0.0.1:8000/v1` (`/chat/completions` is appended) or the full `.../chat/completions` URL. http or https.',
  }),
  LLM_MODEL: setting(z.string().trim().min(1).optional(), {
    group: 'llm',
    example: 'qwen2.5-7b-instruct',
    whenUnset: 'required with `LLM_URL`',
    description: 'model name sent in the request body.',
  }),
  LLM_API_KEY: setting(z.string().trim().min(1).optional(), {
    group: 'llm',
    example: 'sk-…',
    whenUnset: 'no `Authorization` header',
    description: 'sent as `Authorization: Bearer <key>` when set; never logged.',
  }),
  LLM_TIMEOUT_MS: setting(positive('milliseconds').default(30_000), {
    group: 'llm',
    example: '60000',
    description:
      'per-request timeout in milliseconds (the service deadline `ENGINE_TIMEOUT_MS` still applies).',
  }),
};
