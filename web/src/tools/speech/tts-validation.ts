import { TTS_CONTENT_TYPES, type TtsFormat, ttsInput } from '@zuban/contract/services/tts-input';
import { issueMessage, type ServerMessage } from '../../i18n/server-message';

/** The alert the TTS screen shows before sending (spec tools §5), with its code, or null when the text may go. */
export function ttsAlertMessage(text: string): ServerMessage | null {
  const parsed = ttsInput.safeParse({ text });
  return parsed.success ? null : issueMessage(parsed.error.issues[0], 'Invalid text.');
}

/** The same alert in English. */
export function ttsAlert(text: string): string | null {
  return ttsAlertMessage(text)?.message ?? null;
}

/** The base64 audio of an answer (its `format`) as a playable, downloadable blob. */
export function audioBlob(base64: string, format: TtsFormat = 'wav'): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: TTS_CONTENT_TYPES[format] });
}

/** The base64 WAV of an answer as a playable blob. */
export const wavBlob = (base64: string): Blob => audioBlob(base64, 'wav');
