// Round trip TTS -> ASR: Urdu sentences spoken by the Naghma voice (espeak-ng) and transcribed
// by whisper.cpp with the installed model; prints the character error rate. Needs a real model
// (ASR_MODEL, see `npm run zuban -- models fetch whisper-base`); skips with a message otherwise.
// Run: npm run quality -- asr
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTtsEngine, urduSpeechText } from '../../tts/index';
import { createAsrEngine } from '../engine';
import { DEFAULT_WHISPER_BIN } from '../whisper-cli';
import { characterErrorRate } from './cer';

const BUILT_IN = [
  'پاکستان ایک خوبصورت ملک ہے',
  'آج موسم بہت اچھا ہے',
  'میں کل لاہور جاؤں گا',
  'بچے سکول میں پڑھتے ہیں',
  'یہ کتاب بہت دلچسپ ہے',
];

function sentences(dataDir: string, count: number): string[] {
  const file = join(dataDir, 'corpus', 'urdu-wikipedia-sentences.txt');
  if (!existsSync(file)) return BUILT_IN;
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length >= 20 && l.length <= 80 && !/[A-Za-z]/.test(l));
  // Every n-th line: a spread over the file, the same each run.
  const step = Math.max(1, Math.floor(lines.length / count));
  return lines.filter((_, i) => i % step === 0).slice(0, count);
}

export async function runQuality(dataDir: string): Promise<void> {
  const model = process.env.ASR_MODEL;
  if (!model || !existsSync(model)) {
    console.log(
      'skipped: no real whisper model installed (set ASR_MODEL; `npm run zuban -- models fetch whisper-base`).',
    );
    return;
  }
  if (!existsSync(DEFAULT_WHISPER_BIN)) {
    console.log('skipped: whisper-cli is not built (scripts/setup.sh)');
    return;
  }
  const tts = createTtsEngine();
  const asr = createAsrEngine({ model, threads: 2 });
  let edits = 0;
  let length = 0;
  for (const sentence of sentences(dataDir, 30)) {
    const wav = await tts.synthesize({ voice: 'naghma', text: sentence });
    const { text } = await asr.transcribeWav(wav);
    // The reference is what was spoken: numbers and abbreviations as the front-end reads them.
    const r = characterErrorRate(urduSpeechText(sentence), text);
    edits += r.edits;
    length += r.length;
  }
  console.log(
    `round trip (Naghma -> ${model}): CER ${((edits / Math.max(1, length)) * 100).toFixed(1)}% over ${length} characters`,
  );
}
