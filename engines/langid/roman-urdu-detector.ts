// Roman Urdu (Urdu typed in Latin letters) versus English and other Latin-script text:
// the average per-word log-likelihood ratio of two character 4-gram models learnt by
// training/build-roman-urdu-model.ts. fastText's lid.176 has no Roman Urdu label.
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { EngineUnavailableError } from '../errors/index';
import { type CharNgramData, CharNgramModel } from './char-ngram';
import { latinWords } from './latin-words';

interface DetectorData {
  version: number;
  romanUrdu: CharNgramData;
  english: CharNgramData;
}

export interface RomanUrduDetector {
  /** Mean log-likelihood ratio per word, Roman Urdu over English; > 0 leans Roman Urdu. */
  score(text: string): number;
}

const CLIP = 6;

export const DEFAULT_DETECTOR_PATH = new URL('./data/roman-urdu-detector.json.gz', import.meta.url);

export function loadRomanUrduDetector(path: string | URL = DEFAULT_DETECTOR_PATH): RomanUrduDetector {
  if (!existsSync(path)) {
    // Unavailable, not failed: the service answers 503 and refunds.
    throw new EngineUnavailableError(
      `Roman Urdu detector ${String(path)} not found: run training/build-roman-urdu-model.ts.`,
    );
  }
  const data = JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as DetectorData;
  const ru = new CharNgramModel(data.romanUrdu);
  const en = new CharNgramModel(data.english);
  return {
    score(text: string): number {
      const words = latinWords(text);
      if (words.length === 0) return 0;
      let sum = 0;
      // Clipped, so one rare word that only one model can spell does not outvote the rest.
      for (const w of words) sum += Math.max(-CLIP, Math.min(CLIP, ru.wordLogProb(w) - en.wordLogProb(w)));
      return sum / words.length;
    },
  };
}
