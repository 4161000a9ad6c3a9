import { OPENAI_SPEECH_CONTENT_TYPES, type OpenAiSpeechFormat } from '@zuban/contract/openai-speech';
import type { AnswerSurface } from '../language/call-service';
import { withJobHeaders } from './answer-headers';
import { wavToPcm24k } from './pcm';

/** The native TTS answer (base64 audio in `response`) as OpenAI's: the audio file itself. */
export function speechSurface(format: OpenAiSpeechFormat): AnswerSurface {
  return {
    send(reply, answer) {
      const audio = Buffer.from(String(answer.response), 'base64');
      return withJobHeaders(reply, answer)
        .status(200)
        .type(OPENAI_SPEECH_CONTENT_TYPES[format])
        .send(format === 'pcm' ? wavToPcm24k(audio) : audio);
    },
  };
}
