import { TTS_CONTENT_TYPES, type TtsFormat, ttsInput } from '@zuban/contract/services/tts-input';

/** The alert the TTS screen shows before sending (spec tools §5), or null when the text may go. */
export function ttsAlert(text: string): string | null {
  const parsed = ttsInput.safeParse({ text });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid text.');
}

/** The base64 audio of an answer (its `format`) as a playable, downloadable blob. */
export function audioBlob(base64: string, format: TtsFormat = 'wav'): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: TTS_CONTENT_TYPES[format] });
}

/** The base64 WAV of an answer as a playable blob. */
export const wavBlob = (base64: string): Blob => audioBlob(base64, 'wav');
