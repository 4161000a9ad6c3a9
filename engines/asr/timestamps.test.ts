import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsrEngine } from './engine';
import { writeSyntheticWhisperModel } from './test-support/synthetic-model';
import { decodeWav, pcm16Wav } from './wav-input';
import { DEFAULT_WHISPER_BIN } from './whisper-cli';

// #31 item 4: whisper's own segment and word times, across the VAD windows of a long recording.
// The random-weight model's words are nonsense; its times are whisper's, placed by our code.
const dir = mkdtempSync(join(tmpdir(), 'zuban-asr-timestamps-'));
const model = join(dir, 'ggml-mini.bin');

beforeAll(() => {
  writeSyntheticWhisperModel(model, 'mini');
});

/** Three stretches of espeak speech with 25 s of silence between them: several windows. */
function longRecording(): { wav: Buffer; speechEnds: number[] } {
  const file = join(dir, 'speech.wav');
  execFileSync('espeak-ng', ['-v', 'ur', '-w', file, 'پاکستان ایک خوبصورت ملک ہے۔ لاہور ایک بڑا شہر ہے۔']);
  const speech = decodeWav(readFileSync(file)).samples;
  const gap = 16_000 * 25;
  const long = new Float32Array(speech.length * 3 + gap * 2);
  const speechEnds: number[] = [];
  for (let i = 0; i < 3; i++) {
    long.set(speech, i * (speech.length + gap));
    speechEnds.push((i * (speech.length + gap) + speech.length) / 16_000);
  }
  return { wav: pcm16Wav(long), speechEnds };
}

describe.skipIf(!existsSync(DEFAULT_WHISPER_BIN))('ASR timestamps', () => {
  it('times segments and words on the recording’s timeline, forward and within the audio', async () => {
    const { wav, speechEnds } = longRecording();
    const engine = createAsrEngine({ model, threads: 1, windowSeconds: 30 });
    const seen: number[] = [];
    const result = await engine.transcribeWav(wav, {
      timestamps: 'words',
      onProgress: (done) => seen.push(done),
    });
    expect(result.timing.windows).toBeGreaterThanOrEqual(2);
    expect(result.segments.length).toBeGreaterThan(0);
    const durationMs = result.durationSeconds * 1000;
    let cursor = 0;
    for (const s of result.segments) {
      expect(s.fromMs).toBeGreaterThanOrEqual(cursor);
      expect(s.toMs).toBeGreaterThanOrEqual(s.fromMs);
      expect(s.toMs).toBeLessThanOrEqual(durationMs);
      let wordCursor = s.fromMs;
      for (const w of s.words ?? []) {
        expect(w.text.trim()).toBe(w.text);
        expect(w.fromMs).toBeGreaterThanOrEqual(wordCursor);
        expect(w.toMs).toBeLessThanOrEqual(s.toMs);
        wordCursor = w.toMs;
      }
      cursor = s.toMs;
    }
    expect(result.segments.some((s) => (s.words ?? []).length > 0)).toBe(true);
    // Windows after the first are offset by where they start: some segment lies past the first
    // stretch of speech, 25 s of silence later.
    expect(result.segments.at(-1)!.fromMs).toBeGreaterThan((speechEnds[0] ?? 0) * 1000);
    expect(result.text).toBe(result.segments.map((s) => s.text).join(' '));
    // Progress in seconds still runs from 0 to the whole recording.
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(result.durationSeconds);
  }, 120_000);
});
