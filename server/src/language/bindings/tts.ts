import { femaleTts } from '@zuban/contract/services/female-tts';
import type { ServiceDeclaration } from '@zuban/contract/services/index';
import { maleTts } from '@zuban/contract/services/male-tts';
import { punjabiMaleTts } from '@zuban/contract/services/punjabi-male-tts';
import { tts } from '@zuban/contract/services/tts';
import type { ttsInput } from '@zuban/contract/services/tts-input';
import { VOICES, type VoiceId } from '@zuban/engines/tts';
import { speechEngines } from '../../speech/engines';
import { type BoundService, bindService } from '../binding';

// The four voices: Naghma (/tts), Naghma V-2.0 (/female_tts), Sarang (/male_tts) and Ektara
// (/punjabi_male_tts). The answer is the WAV in base64 (espeak-ng: 22,050 Hz mono 16-bit; a
// neural voice: its own rate). A neural voice configured without its files answers 503
// 'Voice not installed' before anything is charged.
function bindVoice(declaration: ServiceDeclaration<typeof ttsInput>, voice: VoiceId): BoundService {
  return bindService(
    declaration,
    async ({ text, volume, speed }, { ctx }) => {
      // TtsError is an engine error (engines/errors): engine-failure.ts answers it.
      const wav = await speechEngines(ctx).tts.synthesize({ voice, text, volume, speed });
      return { response: wav.toString('base64') };
    },
    {
      unavailable: (ctx) =>
        speechEngines(ctx).tts.voiceInstalled(voice)
          ? undefined
          : `Voice not installed: ${VOICES[voice].name}.`,
    },
  );
}

export const ttsBinding = bindVoice(tts, 'naghma');
export const femaleTtsBinding = bindVoice(femaleTts, 'naghma-v2');
export const maleTtsBinding = bindVoice(maleTts, 'sarang');
export const punjabiMaleTtsBinding = bindVoice(punjabiMaleTts, 'ektara');
