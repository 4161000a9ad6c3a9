import { execFileSync } from 'node:child_process';
import { editDistance } from '../../text/training/edit-distance';
import { shahmukhiToGurmukhi } from '../punjabi/shahmukhi-to-gurmukhi';
import { PARALLEL_SENTENCES } from './parallel-sentences';

// The measurable check behind the Punjabi choice: how close each way of speaking Shahmukhi
// comes to the pa voice reading the same sentence written natively in Gurmukhi, as a phoneme
// error rate on espeak-ng's own IPA (no audio needed, so it is repeatable).

function ipa(voice: string, text: string): string[] {
  const raw = execFileSync('espeak-ng', ['-q', '--ipa', '-v', voice, text]).toString();
  // The ur and pa voices write length and stress differently: compare segments only.
  const normal = raw
    .replace(/aː/g, 'A')
    .replace(/a/g, 'ʌ')
    .replace(/A/g, 'a')
    .replace(/[ˈˌː\n_-]/g, '')
    .replace(/ɾ/g, 'r')
    .replace(/ʋ/g, 'v')
    .replace(/\s+/g, '');
  return [...normal];
}

export interface ReadingFigures {
  sentences: number;
  /** Shahmukhi transliterated to Gurmukhi, read by pa. */
  transliteratedPa: number;
  /** Shahmukhi read directly by the ur voice. */
  urVoice: number;
  /** Shahmukhi given to pa untransliterated: what must never happen. */
  rawPa: number;
}

export function compareReadings(): ReadingFigures {
  let reference = 0;
  let translit = 0;
  let ur = 0;
  let raw = 0;
  for (const { shahmukhi, gurmukhi } of PARALLEL_SENTENCES) {
    const ref = ipa('pa', gurmukhi);
    reference += ref.length;
    translit += editDistance(ipa('pa', shahmukhiToGurmukhi(shahmukhi)), ref);
    ur += editDistance(ipa('ur', shahmukhi), ref);
    raw += editDistance(ipa('pa', shahmukhi), ref);
  }
  return {
    sentences: PARALLEL_SENTENCES.length,
    transliteratedPa: translit / reference,
    urVoice: ur / reference,
    rawPa: raw / reference,
  };
}
