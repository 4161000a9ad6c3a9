import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pcm16Wav, TARGET_RATE } from '../../engines/asr';
import { CONVERT } from '../../engines/ocr/imagemagick';
import { FONTS } from '../../engines/ocr/training/fonts';
import { renderLine } from '../../engines/ocr/training/render-line';

const run = promisify(execFile);

/**
 * The files a reader brings to the media samples, under the names the samples read: speech.wav
 * (16 kHz mono, as the ASR page asks) and page.jpg (a grayscale line of Nastaliq at 300 DPI).
 */
export async function sampleInputs(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'zuban-sample-inputs-'));
  const wav = join(dir, 'speech.wav');
  // Two seconds of a falling tone: whisper's answer to it is beside the point, its shape is not.
  const samples = new Float32Array(TARGET_RATE * 2).map(
    (_, i) => 0.3 * Math.sin((2 * Math.PI * (300 - i / 200) * i) / TARGET_RATE),
  );
  writeFileSync(wav, pcm16Wav(samples));
  const font = FONTS.find((f) => f.id === 'noto-nastaliq');
  if (!font) throw new Error('font table lost Noto Nastaliq Urdu');
  const png = join(dir, 'page.png');
  await renderLine(
    { text: 'پاکستان کا دارالحکومت اسلام آباد ہے', font, pointSize: 20, dpi: 300, degradation: null },
    png,
  );
  const jpg = join(dir, 'page.jpg');
  await run(CONVERT, [png, '-colorspace', 'Gray', '-density', '300', '-units', 'PixelsPerInch', jpg]);
  return [wav, jpg];
}
