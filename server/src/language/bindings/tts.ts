import { femaleTts } from '@zuban/contract/services/female-tts';
import type { ServiceDeclaration } from '@zuban/contract/services/index';
import { maleTts } from '@zuban/contract/services/male-tts';
import { punjabiMaleTts } from '@zuban/contract/services/punjabi-male-tts';
import { tts } from '@zuban/contract/services/tts';
import { TTS_CONTENT_TYPES, type ttsInput } from '@zuban/contract/services/tts-input';
import { encodeAudio, ffmpegAvailable, TtsError, VOICES, type VoiceId } from '@zuban/engines/tts';
import { type BoundService, bindService } from '../binding';

// The four voices: Naghma (/tts), Naghma V-2.0 (/female_tts), Sarang (/male_tts) and Ektara
// (/punjabi_male_tts). The answer is the WAV in base64 (espeak-ng: 22,050 Hz mono 16-bit; a
// neural voice: its own rate). A neural voice configured without its files answers 503
// 'Voice not installed' before anything is charged. `format` mp3 or ogg is encoded by ffmpeg
// (#31); `media` and `contentType` name the file, so an asynchronous job serves it with that type.
function bindVoice(declaration: ServiceDeclaration<typeof ttsInput>, voice: VoiceId): BoundService {
  return bindService(
    declaration,
    async ({ text, volume, speed, format }, { ctx }) => {
      // TtsError is an engine error (engines/errors): jobs/engine-failure.ts answers it.
      const engines = ctx.speech.get();
      const wav = await engines.tts.synthesize({ voice, text, volume, speed });
      const audio = await encodeAudio(wav, format, { timeoutMs: engines.settings.tts.timeoutMs });
      const contentType = TTS_CONTENT_TYPES[format];
      return { response: audio.toString('base64'), media: contentType, extra: { format, contentType } };
    },
    {
      // Without ffmpeg a compressed format is refused (503) before the charge; WAV still works.
      validate: ({ format }) => {
        if (format !== 'wav' && !ffmpegAvailable()) {
          throw new TtsError(
            'engine_missing',
            'MP3 and Ogg need ffmpeg, which is not installed here: ask for wav.',
          );
        }
      },
      unavailable: (ctx) =>
        ctx.speech.get().tts.voiceInstalled(voice)
          ? undefined
          : `Voice not installed: ${VOICES[voice].name}.`,
    },
  );
}

export const ttsBinding = bindVoice(tts, 'naghma');
export const femaleTtsBinding = bindVoice(femaleTts, 'naghma-v2');
export const maleTtsBinding = bindVoice(maleTts, 'sarang');
export const punjabiMaleTtsBinding = bindVoice(punjabiMaleTts, 'ektara');
