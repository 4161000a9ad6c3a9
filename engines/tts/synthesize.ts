import { createLimiter, type Limiter } from './concurrency';
import { TtsError } from './errors';
import { runEspeak, toSsml } from './espeak';
import { prepareUrduSpeech, type SpeechSegment } from './frontend/urdu-text';
import { prepareUrduDigits } from './punjabi/digits';
import { hasShahmukhi } from './punjabi/scripts';
import { shahmukhiToGurmukhi } from './punjabi/shahmukhi-to-gurmukhi';
import { amplitude, isVoiceId, VOICES, type VoiceSpec, wordsPerMinute } from './voices';

export interface SynthesisRequest {
  voice: string;
  text: string;
  /** −5…+5, Naghma voices only. */
  speed?: number;
  /** 0…200, Naghma voices only. */
  volume?: number;
}

export interface EspeakEngineOptions {
  /** How many espeak-ng processes may run at once (default: 2). */
  concurrency?: number;
  /** Per-request limit in milliseconds (default: 20 s). */
  timeoutMs?: number;
  binary?: string;
}

/** Returns 22,050 Hz mono 16-bit PCM WAV bytes. */
export type Synthesizer = (req: SynthesisRequest) => Promise<Buffer>;

/**
 * Punjabi text for the pa voice: Shahmukhi is transliterated to Gurmukhi (it measured closer
 * to a native reading than the ur voice on Shahmukhi, docs/quality/tts.md), and anything
 * Perso-Arabic that survives is dropped, because pa spells such letters out one by one.
 */
export function punjabiForPaVoice(text: string): string {
  const gurmukhi = shahmukhiToGurmukhi(prepareUrduDigits(text));
  return hasShahmukhi(gurmukhi) ? gurmukhi.replace(/[\u0600-\u06ff\u0750-\u077f]/g, ' ') : gurmukhi;
}

function segmentsFor(voice: VoiceSpec, text: string): SpeechSegment[] {
  if (voice.language === 'ur') return prepareUrduSpeech(text);
  return [{ text: punjabiForPaVoice(text), pauseAfterMs: 0 }];
}

export function createEspeakSynthesizer(options: EspeakEngineOptions = {}): Synthesizer {
  const limiter: Limiter = createLimiter(options.concurrency ?? 2);
  const timeoutMs = options.timeoutMs ?? 20_000;
  return async (req) => {
    if (!isVoiceId(req.voice)) throw new TtsError('invalid_text', `Unknown voice "${req.voice}".`);
    const voice = VOICES[req.voice];
    const segments = segmentsFor(voice, req.text);
    if (segments.every((s) => s.text.trim() === ''))
      // Blank text never gets here (the contract's schema answers it); punctuation or symbols alone do.
      throw new TtsError('invalid_text', 'The text has no letters or digits to speak.');
    return limiter.run(() =>
      runEspeak({
        voice: voice.espeakVoice,
        ssml: toSsml(segments),
        wordsPerMinute: wordsPerMinute(voice, req.speed ?? 0),
        amplitude: amplitude(voice, req.volume ?? 100),
        pitch: voice.pitch,
        timeoutMs,
        binary: options.binary,
      }),
    );
  };
}
