import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsrEngine } from './engine';
import { writeSyntheticWhisperModel } from './test-support/synthetic-model';
import { decodeWav, pcm16Wav } from './wav-input';
import { DEFAULT_WHISPER_BIN } from './whisper-cli';

// A random-weight model in the real ggml format: whisper-cli loads it and decodes (nonsense),
// which exercises model loading, VAD chunking and timing end to end without a trained model.
const dir = mkdtempSync(join(tmpdir(), 'zuban-asr-test-'));
const model = join(dir, 'ggml-mini.bin');

function espeakWav(text: string): Buffer {
  const file = join(dir, `speech-${Math.random().toString(36).slice(2)}.wav`);
  execFileSync('espeak-ng', ['-v', 'ur', '-w', file, text]);
  return readFileSync(file);
}

beforeAll(() => {
  writeSyntheticWhisperModel(model, 'mini');
});

describe.skipIf(!existsSync(DEFAULT_WHISPER_BIN))('createAsrEngine with whisper-cli', () => {
  it('loads a ggml model and transcribes a 22 kHz espeak WAV (resampled), with timings', async () => {
    const engine = createAsrEngine({ model, threads: 1 });
    expect(engine.ready()).toBe(true);
    const wav = espeakWav('پاکستان ایک خوبصورت ملک ہے');
    const result = await engine.transcribeWav(wav);
    expect(result.durationSeconds).toBeGreaterThan(1);
    expect(result.timing.windows).toBe(1);
    expect(result.timing.whisperMs).toBeGreaterThan(0);
    for (const s of result.segments) {
      expect(s.fromMs).toBeGreaterThanOrEqual(0);
      expect(s.toMs).toBeLessThanOrEqual(result.durationSeconds * 1000 + 200);
    }
  });

  it('cuts long audio at pauses into windows of at most 30 seconds', async () => {
    const speech = decodeWav(
      espeakWav('یہ ایک لمبا جملہ ہے جو بار بار پڑھا جاتا ہے اور ختم نہیں ہوتا'),
    ).samples;
    const silence = new Float32Array(16_000);
    const parts: Float32Array[] = [];
    while (parts.reduce((n, p) => n + p.length, 0) < 16_000 * 75) parts.push(speech, silence);
    const long = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      long.set(p, at);
      at += p.length;
    }
    const engine = createAsrEngine({ model, threads: 1, windowSeconds: 30 });
    const result = await engine.transcribeWav(pcm16Wav(long));
    expect(result.durationSeconds).toBeGreaterThan(75);
    expect(result.timing.windows).toBeGreaterThanOrEqual(3);
    expect(result.timing.vadMs).toBeGreaterThan(0);
  });

  it('finds no speech in silence and does not run whisper', async () => {
    const engine = createAsrEngine({ model, threads: 1 });
    const result = await engine.transcribeWav(pcm16Wav(new Float32Array(16_000 * 3)));
    expect(result.text).toBe('');
    expect(result.timing.windows).toBe(0);
  });
});

describe('createAsrEngine without a model', () => {
  it('reports model_missing before touching the audio', async () => {
    const engine = createAsrEngine({});
    expect(engine.ready()).toBe(false);
    await expect(engine.transcribeWav(Buffer.from('not even audio'))).rejects.toMatchObject({
      code: 'model_missing',
    });
  });

  it('reports a configured but absent model file as model_missing', async () => {
    const engine = createAsrEngine({ model: join(dir, 'nope.bin') });
    expect(engine.ready()).toBe(false);
    await expect(engine.transcribeWav(pcm16Wav(Float32Array.from([0.1, 0.2])))).rejects.toMatchObject({
      code: 'model_missing',
    });
  });

  it('rejects a broken model file with a clear engine error', async () => {
    const broken = join(dir, 'broken.bin');
    execFileSync('sh', ['-c', `head -c 1000 /dev/urandom > ${broken}`]);
    const engine = createAsrEngine({ model: broken, vad: false });
    await expect(engine.transcribeWav(pcm16Wav(new Float32Array(16_000)))).rejects.toMatchObject({
      code: 'engine_failed',
    });
  });
});
