import { OPENAI_MODEL_NAMES } from '@zuban/contract/openai-speech';

// The day these names were first answered (#32): OpenAI's `created` is a Unix time in seconds.
const CREATED = Date.UTC(2026, 10, 28) / 1000;

/** One /v1/models entry, as OpenAI's; the aliases are listed too, so clients that check the list find them. */
export function modelEntry(id: string) {
  return { id, object: 'model' as const, created: CREATED, owned_by: 'zuban' };
}

/** Every name `model` takes: ours (zuban-asr, zuban-tts) and the OpenAI aliases of them. */
export function modelList() {
  return { object: 'list' as const, data: OPENAI_MODEL_NAMES.map(modelEntry) };
}
