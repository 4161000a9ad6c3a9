// TTS figures: the Punjabi reading check (phoneme error rate against a native Gurmukhi reading)
// and how far apart the four voices are in pitch. Run: npm run quality -- tts

import { createEspeakSynthesizer } from '../synthesize';
import { decodeMonoPcm16 } from '../wav';
import { compareReadings } from './reading-check';
import { medianPitchHz } from './voice-analysis';

const URDU = 'پاکستان ایک خوبصورت ملک ہے۔ یہاں کے لوگ بہت مہمان نواز ہیں، اور کھانے مزیدار ہوتے ہیں۔';
const PUNJABI = 'پنجابی میری ماں بولی اے، اج موسم بہت چنگا اے۔';

export async function runQuality(_dataDir: string): Promise<void> {
  const r = compareReadings();
  console.log(`Punjabi: phoneme error rate against pa reading native Gurmukhi, ${r.sentences} sentences`);
  console.log(`  Shahmukhi -> Gurmukhi -> pa voice : ${(r.transliteratedPa * 100).toFixed(1)}%`);
  console.log(`  Shahmukhi -> ur voice             : ${(r.urVoice * 100).toFixed(1)}%`);
  console.log(`  Shahmukhi -> pa voice (raw, never): ${(r.rawPa * 100).toFixed(1)}%`);
  const synth = createEspeakSynthesizer();
  console.log('Voices: median pitch');
  for (const voice of ['naghma', 'naghma-v2', 'sarang', 'ektara']) {
    const w = decodeMonoPcm16(await synth({ voice, text: voice === 'ektara' ? PUNJABI : URDU }));
    console.log(`  ${voice.padEnd(10)} ${medianPitchHz(w.samples, w.sampleRate).toFixed(0)} Hz`);
  }
}
