import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAsrEngine } from '../engine';
import { DEFAULT_WHISPER_BIN } from '../whisper-cli';
import { WHISPER_SHAPES, type WhisperShape, writeSyntheticWhisperModel } from './synthetic-model';

// large-v3-turbo differs from the older sizes in three hparams (128 mel bands, 51,866 tokens,
// 4 decoder layers under 32 encoder layers); a small model with the same three differences
// checks the writer and whisper.cpp's loader without writing 1.6 GB.
const dir = mkdtempSync(join(tmpdir(), 'zuban-synthetic-test-'));
const v3Like: WhisperShape = { state: 64, heads: 2, layers: 2, textLayers: 1, mels: 128, vocab: 51_866 };

function header(path: string): number[] {
  const buf = Buffer.alloc(14 * 4);
  const fd = openSync(path, 'r');
  readSync(fd, buf, 0, buf.length, 0);
  return Array.from({ length: 14 }, (_, i) => buf.readInt32LE(i * 4));
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeSyntheticWhisperModel', () => {
  it('has the published shape of large-v3-turbo', () => {
    expect(WHISPER_SHAPES['large-v3-turbo']).toEqual({
      state: 1280,
      heads: 20,
      layers: 32,
      textLayers: 4,
      mels: 128,
      vocab: 51_866,
    });
  });

  it('writes separate decoder layers, 128 mel bands and the v3 vocabulary into the hparams', () => {
    const model = join(dir, 'ggml-v3-like.bin');
    writeSyntheticWhisperModel(model, v3Like);
    // magic, n_vocab, audio ctx/state/head/layer, text ctx/state/head/layer, n_mels, ftype; mel filters
    expect(header(model)).toEqual([0x67676d6c, 51_866, 1500, 64, 2, 2, 448, 64, 2, 1, 128, 1, 128, 201]);
  });

  it('keeps the older sizes as they were (80 bands, 51,865 tokens, as many decoder as encoder layers)', () => {
    const model = join(dir, 'ggml-mini.bin');
    writeSyntheticWhisperModel(model, 'mini');
    expect(header(model)).toEqual([0x67676d6c, 51_865, 1500, 64, 2, 1, 448, 64, 2, 1, 80, 1, 80, 201]);
  });

  it.skipIf(!existsSync(DEFAULT_WHISPER_BIN))('is loaded and run by whisper-cli', async () => {
    const model = join(dir, 'ggml-v3-like-run.bin');
    writeSyntheticWhisperModel(model, v3Like);
    const wav = join(dir, 'speech.wav');
    execFileSync('espeak-ng', ['-v', 'ur', '-w', wav, 'پاکستان ایک خوبصورت ملک ہے']);
    const result = await createAsrEngine({ model, threads: 1 }).transcribeWav(readFileSync(wav));
    expect(result.timing.windows).toBe(1);
    expect(result.timing.whisperMs).toBeGreaterThan(0);
  });
});
