import { type AsrFormat, CAPTION_CONTENT_TYPES } from '@zuban/contract/services/asr';
import type { AnswerSurface } from '../language/call-service';
import { withJobHeaders } from './answer-headers';

/**
 * The native /asr answer as OpenAI's: `text`, `srt` and `vtt` as the text itself; `json` as
 * `{text}`; `verbose_json` as OpenAI's transcription object (task, language, duration, text,
 * segments, and words when asked for).
 */
export function transcriptionSurface(format: AsrFormat): AnswerSurface {
  return {
    send(reply, answer) {
      withJobHeaders(reply, answer).status(200);
      const text = typeof answer.text === 'string' ? answer.text : String(answer.response);
      if (format === 'text') return reply.type('text/plain; charset=utf-8').send(text);
      if (format === 'srt' || format === 'vtt') {
        return reply.type(`${CAPTION_CONTENT_TYPES[format]}; charset=utf-8`).send(String(answer.response));
      }
      if (format === 'json') return reply.type('application/json; charset=utf-8').send({ text });
      return reply.type('application/json; charset=utf-8').send({
        task: 'transcribe',
        // OpenAI names the language in words; whisper is forced to Urdu here.
        language: 'urdu',
        duration: answer.duration,
        text,
        segments: answer.segments,
        ...(answer.words ? { words: answer.words } : {}),
      });
    },
  };
}
