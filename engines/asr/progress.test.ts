import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsrEngine } from './engine';
import { writeSyntheticWhisperModel } from './test-support/synthetic-model';
import { decodeWav, pcm16Wav } from './wav-input';
import { DEFAULT_WHISPER_BIN } from './whisper-cli';

// A long call's progress (#25 item 5): seconds transcribed, window by window, up to the whole.
const dir = mkdtempSync(join(tmpdir(), 'zuban-asr-progress-'));
const model = join(dir, 'ggml-mini.bin');

beforeAll(() => {
  writeSyntheticWhisperModel(model, 'mini');
});

describe.skipIf(!existsSync(DEFAULT_WHISPER_BIN))('ASR progress', () => {
  it('reports seconds transcribed from 0 to the recording’s length, never going back', async () => {
    const file = join(dir, 'speech.wav');
    execFileSync('espeak-ng', ['-v', 'ur', '-w', file, 'پاکستان ایک خوبصورت ملک ہے۔ لاہور ایک بڑا شہر ہے۔']);
    const speech = decodeWav(readFileSync(file)).samples;
    // Three stretches of speech with silence between them: several windows, read in order.
    const gap = new Float32Array(16_000 * 25);
    const long = new Float32Array(speech.length * 3 + gap.length * 2);
    long.set(speech, 0);
    long.set(speech, speech.length + gap.length);
    long.set(speech, 2 * (speech.length + gap.length));
    const seen: [number, number][] = [];
    const engine = createAsrEngine({ model, threads: 1, windowSeconds: 30 });
    const result = await engine.transcribeWav(pcm16Wav(long), {
      onProgress: (done, total) => seen.push([done, total]),
    });
    expect(result.timing.windows).toBeGreaterThanOrEqual(2);
    const total = result.durationSeconds;
    expect(seen[0]).toEqual([0, total]);
    expect(seen.at(-1)).toEqual([total, total]);
    for (let i = 1; i < seen.length; i++) expect(seen[i]![0]).toBeGreaterThanOrEqual(seen[i - 1]![0]);
  }, 120_000);
});
