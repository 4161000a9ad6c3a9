import { PCM_RATE } from '@zuban/contract/openai-speech';
import { resample } from '@zuban/engines/asr';
import { decodeMonoPcm16 } from '@zuban/engines/tts';

/**
 * OpenAI's `pcm`: the voice's 16-bit mono WAV as raw little-endian samples at 24 kHz, no header.
 * Made from the WAV the engine answered (pure arithmetic on our own file, so nothing can fail
 * after the charge that the engine's run did not already settle).
 */
export function wavToPcm24k(wav: Buffer): Buffer {
  const { sampleRate, samples } = decodeMonoPcm16(wav);
  const floats = Float32Array.from(samples, (s) => s / 32768);
  const resampled = resample(floats, sampleRate, PCM_RATE);
  const pcm = Buffer.alloc(resampled.length * 2);
  resampled.forEach((v, i) => {
    pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), i * 2);
  });
  return pcm;
}
