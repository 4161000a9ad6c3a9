import { createLimiter } from './concurrency';
import { TtsError } from './errors';
import { loadNeuralVoice, type NeuralVoice, neuralVoiceFilesPresent } from './neural/onnx-voice';
import { createEspeakSynthesizer, type SynthesisRequest } from './synthesize';
import { isVoiceId, VOICES, type VoiceId } from './voices';

export interface TtsEngineOptions {
  /** Parallel syntheses (espeak-ng processes or ONNX runs). */
  concurrency?: number;
  timeoutMs?: number;
  /** Voices served by an ONNX model instead of espeak-ng: voice id -> model directory. */
  neuralVoices?: Partial<Record<VoiceId, string>>;
}

export interface TtsEngine {
  synthesize(req: SynthesisRequest): Promise<Buffer>;
  /** Which engine speaks each voice, for /healthz. */
  describe(): Record<VoiceId, string>;
  /** False when the voice is configured as a neural voice whose model files are missing. */
  voiceInstalled(voice: VoiceId): boolean;
}

/** Parses TTS_NEURAL_VOICES, e.g. "naghma-v2=/srv/voices/mms-urd,sarang=/srv/voices/urd-male". */
export function parseNeuralVoices(value: string | undefined): Partial<Record<VoiceId, string>> {
  const out: Partial<Record<VoiceId, string>> = {};
  for (const pair of (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [id, dir] = pair.split('=', 2).map((s) => s.trim());
    if (!id || !dir || !isVoiceId(id)) {
      throw new Error(
        `TTS_NEURAL_VOICES: "${pair}" must be voice=directory with voice one of ${Object.keys(VOICES).join(', ')}`,
      );
    }
    out[id] = dir;
  }
  return out;
}

export function createTtsEngine(options: TtsEngineOptions = {}): TtsEngine {
  const espeak = createEspeakSynthesizer({ concurrency: options.concurrency, timeoutMs: options.timeoutMs });
  const neuralLimiter = createLimiter(options.concurrency ?? 2);
  const loaded = new Map<VoiceId, Promise<NeuralVoice>>();
  const neural = options.neuralVoices ?? {};

  const neuralVoice = (id: VoiceId, dir: string) => {
    let voice = loaded.get(id);
    if (!voice) {
      voice = loadNeuralVoice(dir);
      // A failed load is retried on the next request (the operator may install the model later).
      voice.catch(() => loaded.delete(id));
      loaded.set(id, voice);
    }
    return voice;
  };

  return {
    async synthesize(req) {
      if (!isVoiceId(req.voice)) throw new TtsError('invalid_text', `Unknown voice "${req.voice}".`);
      const dir = neural[req.voice];
      if (!dir) return espeak(req);
      if (!neuralVoiceFilesPresent(dir)) {
        throw new TtsError('voice_not_installed', `Voice not installed: ${VOICES[req.voice].name}.`);
      }
      const voice = await neuralVoice(req.voice, dir);
      const adjustable = VOICES[req.voice].adjustable;
      return neuralLimiter.run(() =>
        voice.synthesize(req.text, adjustable ? { speed: req.speed, volume: req.volume } : {}),
      );
    },
    voiceInstalled(voice) {
      const dir = neural[voice];
      return !dir || neuralVoiceFilesPresent(dir);
    },
    describe() {
      const out = {} as Record<VoiceId, string>;
      for (const id of Object.keys(VOICES) as VoiceId[]) {
        out[id] = neural[id] ? `onnx:${neural[id]}` : `espeak-ng:${VOICES[id].espeakVoice}`;
      }
      return out;
    },
  };
}
