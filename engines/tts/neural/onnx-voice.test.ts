import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTinyVitsModel } from '../test-support/tiny-vits-model';
import { decodeMonoPcm16 } from '../wav';
import { loadNeuralVoice, parseTokens } from './onnx-voice';

function voiceDir(withModel = true): string {
  const dir = mkdtempSync(join(tmpdir(), 'zuban-voice-'));
  if (withModel) writeFileSync(join(dir, 'model.onnx'), buildTinyVitsModel(100));
  writeFileSync(join(dir, 'tokens.txt'), ['_ 0', '  1', 'ا 2', 'ب 3', 'پ 4', 'ی 5', 'ک 6'].join('\n'));
  writeFileSync(join(dir, 'voice.json'), JSON.stringify({ sampleRate: 22_050, addBlank: true }));
  return dir;
}

describe('parseTokens', () => {
  it('reads sherpa-onnx tokens, the space symbol included', () => {
    expect([...parseTokens('_ 0\n  1\nا 2\n')]).toEqual([
      ['_', 0],
      [' ', 1],
      ['ا', 2],
    ]);
  });
});

describe('loadNeuralVoice', () => {
  it('loads an ONNX voice and runs it, blanks between tokens', async () => {
    const voice = await loadNeuralVoice(voiceDir());
    expect(voice.tokenize('اب')).toEqual([0, 2, 0, 3, 0]);
    const wav = await voice.synthesize('اب');
    const { sampleRate, samples } = decodeMonoPcm16(wav);
    expect(sampleRate).toBe(22_050);
    expect(samples.length).toBe(5 * 100);
    expect(samples[1]).toBe(Math.round(Math.sin(2) * 32767));
  });

  it('reads numbers through the Urdu front-end and drops unknown characters', async () => {
    const voice = await loadNeuralVoice(voiceDir());
    // ۱ -> ایک: ا ی ک are known; the Latin letters are not.
    expect(voice.tokenize('xyz ۱')).toEqual([0, 1, 0, 2, 0, 5, 0, 6, 0]);
  });

  it('scales the output by volume', async () => {
    const voice = await loadNeuralVoice(voiceDir());
    const loud = decodeMonoPcm16(await voice.synthesize('اب', { volume: 100 }));
    const quiet = decodeMonoPcm16(await voice.synthesize('اب', { volume: 50 }));
    expect(quiet.samples[1]).toBe(Math.round(Math.sin(2) * 0.5 * 32767));
    expect(loud.samples[1]).toBe(Math.round(Math.sin(2) * 32767));
  });

  it('says the voice is not installed when the model file is missing', async () => {
    await expect(loadNeuralVoice(voiceDir(false))).rejects.toMatchObject({ code: 'voice_not_installed' });
  });
});
