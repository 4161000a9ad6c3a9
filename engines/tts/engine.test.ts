import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTtsEngine, parseNeuralVoices } from './engine';
import { buildTinyVitsModel } from './test-support/tiny-vits-model';
import { decodeMonoPcm16 } from './wav';

describe('parseNeuralVoices', () => {
  it('reads voice=directory pairs and rejects unknown voices', () => {
    expect(parseNeuralVoices('naghma-v2=/a, sarang=/b')).toEqual({ 'naghma-v2': '/a', sarang: '/b' });
    expect(parseNeuralVoices(undefined)).toEqual({});
    expect(() => parseNeuralVoices('robot=/a')).toThrow(/TTS_NEURAL_VOICES/);
  });
});

describe('createTtsEngine', () => {
  it('serves a configured neural voice from ONNX and the others from espeak-ng', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zuban-voice-'));
    writeFileSync(join(dir, 'model.onnx'), buildTinyVitsModel(10));
    writeFileSync(join(dir, 'tokens.txt'), '_ 0\nا 1\nب 2\n');
    writeFileSync(join(dir, 'voice.json'), '{"sampleRate":16000}');
    const engine = createTtsEngine({ neuralVoices: { 'naghma-v2': dir } });
    expect(engine.describe()['naghma-v2']).toBe(`onnx:${dir}`);
    expect(decodeMonoPcm16(await engine.synthesize({ voice: 'naghma-v2', text: 'اب' })).sampleRate).toBe(
      16_000,
    );
    expect(decodeMonoPcm16(await engine.synthesize({ voice: 'naghma', text: 'اب' })).sampleRate).toBe(22_050);
  });

  it('answers voice_not_installed when a configured model is missing', async () => {
    const engine = createTtsEngine({ neuralVoices: { sarang: '/nonexistent/voice' } });
    expect(engine.voiceInstalled('sarang')).toBe(false);
    expect(engine.voiceInstalled('naghma')).toBe(true);
    await expect(engine.synthesize({ voice: 'sarang', text: 'اب' })).rejects.toMatchObject({
      code: 'voice_not_installed',
    });
  });
});
