// The four voices the product sells, as espeak-ng configurations a listener can tell apart:
// two female variants with clearly different pitch, a low male voice, and a Punjabi male voice.
export type VoiceId = 'naghma' | 'naghma-v2' | 'sarang' | 'ektara';

export interface VoiceSpec {
  id: VoiceId;
  name: string;
  language: 'ur' | 'pa';
  gender: 'female' | 'male';
  /** espeak-ng voice and variant. */
  espeakVoice: string;
  /** espeak-ng -p (0–99). */
  pitch: number;
  /** Speaking rate at speed 0, words per minute. */
  baseWordsPerMinute: number;
  /** As documented: speed and volume are honoured for the Naghma voices only. */
  adjustable: boolean;
}

export const VOICES: Readonly<Record<VoiceId, VoiceSpec>> = {
  naghma: {
    id: 'naghma',
    name: 'Naghma',
    language: 'ur',
    gender: 'female',
    espeakVoice: 'ur+f3',
    pitch: 30, // median F0 about 170 Hz
    baseWordsPerMinute: 150,
    adjustable: true,
  },
  'naghma-v2': {
    id: 'naghma-v2',
    name: 'Naghma V-2.0',
    language: 'ur',
    gender: 'female',
    espeakVoice: 'ur+f4',
    pitch: 85, // about 250 Hz: brighter and clearly higher than Naghma
    baseWordsPerMinute: 160,
    adjustable: true,
  },
  sarang: {
    id: 'sarang',
    name: 'Sarang',
    language: 'ur',
    gender: 'male',
    espeakVoice: 'ur+m3',
    pitch: 35, // about 93 Hz
    baseWordsPerMinute: 155,
    adjustable: false,
  },
  ektara: {
    id: 'ektara',
    name: 'Ektara',
    language: 'pa',
    gender: 'male',
    espeakVoice: 'pa+m3',
    pitch: 65, // about 120 Hz
    baseWordsPerMinute: 150,
    adjustable: false,
  },
};

export const isVoiceId = (v: string): v is VoiceId => v in VOICES;

/** Default volume on the engine's 0–200 scale when a voice ignores the caller's. */
export const FIXED_VOLUME = 100;

/** speed −5…+5 -> words per minute: each step about 12 %, so −5 ≈ 0.57× and +5 ≈ 1.76×. */
export function wordsPerMinute(voice: VoiceSpec, speed: number): number {
  const s = voice.adjustable ? Math.max(-5, Math.min(5, Math.round(speed))) : 0;
  return Math.max(80, Math.min(450, voice.baseWordsPerMinute * 1.12 ** s));
}

/**
 * volume 0…200 -> espeak-ng amplitude. espeak's peaks clip above about 100, so the product's
 * 0–200 range is halved: 200 is the loudest clean output, 100 (the API default) is half of it.
 */
export function amplitude(voice: VoiceSpec, volume: number): number {
  const v = voice.adjustable ? Math.max(0, Math.min(200, volume)) : FIXED_VOLUME;
  return Math.round(v / 2);
}
