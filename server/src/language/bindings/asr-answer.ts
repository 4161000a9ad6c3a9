import { type AsrFormat, CAPTION_CONTENT_TYPES } from '@zuban/contract/services/asr';
import { type AsrTimestamps, formatSrt, formatVtt, type Transcript } from '@zuban/engines/asr';
import type { ServiceOutput } from '../binding';

// One transcript, answered in the format the caller chose (#31). `text` is the spec's answer,
// unchanged; the others add fields the contract declares (asr.ts answerFields).

/** What the engine must time for a format: nothing for text and json, segments or words else. */
export function timestampsFor(format: AsrFormat, words: boolean): AsrTimestamps | undefined {
  if (format === 'text' || format === 'json') return undefined;
  return format === 'verbose_json' && words ? 'words' : 'segments';
}

/** Seconds with millisecond precision, as the answer gives times. */
const sec = (ms: number) => Math.round(ms) / 1000;

export function asrAnswer(transcript: Transcript, format: AsrFormat, words: boolean): ServiceOutput {
  const { text, segments } = transcript;
  if (format === 'text') return { response: text };
  if (format === 'srt' || format === 'vtt') {
    const captions = format === 'srt' ? formatSrt(segments) : formatVtt(segments);
    return { response: captions, extra: { contentType: CAPTION_CONTENT_TYPES[format] } };
  }
  const summary = { text, language: 'ur', duration: sec(transcript.durationSeconds * 1000) };
  if (format === 'json') return { response: text, extra: summary };
  return {
    response: text,
    extra: {
      ...summary,
      segments: segments.map((s, id) => ({ id, start: sec(s.fromMs), end: sec(s.toMs), text: s.text })),
      ...(words
        ? {
            words: segments.flatMap((s) =>
              (s.words ?? []).map((w) => ({ word: w.text, start: sec(w.fromMs), end: sec(w.toMs) })),
            ),
          }
        : {}),
    },
  };
}
