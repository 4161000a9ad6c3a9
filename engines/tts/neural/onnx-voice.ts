import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TtsError } from '../errors';
import { prepareUrduSpeech } from '../frontend/urdu-text';
import { encodeWav } from '../wav';

// A VITS/MMS-style ONNX voice (as exported for sherpa-onnx or by `transformers` for
// facebook/mms-tts-*) run with onnxruntime-node. The model directory holds:
//   model.onnx   inputs: input int64 [1,T], input_lengths int64 [1], scales float [3]
//                (noise, length, noise_w); output float [1,1,N] in −1…1
//   tokens.txt   one "symbol id" per line (sherpa-onnx layout; a space symbol is written " 3")
//   voice.json   optional: { "sampleRate": 16000, "addBlank": true, "noiseScale": 0.667,
//                "lengthScale": 1, "noiseScaleW": 0.8 }

export interface NeuralVoiceConfig {
  sampleRate: number;
  addBlank: boolean;
  noiseScale: number;
  lengthScale: number;
  noiseScaleW: number;
}

const DEFAULTS: NeuralVoiceConfig = {
  sampleRate: 16_000,
  addBlank: true,
  noiseScale: 0.667,
  lengthScale: 1,
  noiseScaleW: 0.8,
};

export interface NeuralVoice {
  config: NeuralVoiceConfig;
  /** Token ids for a text, blanks included: what the model will be given. */
  tokenize(text: string): number[];
  synthesize(text: string, opts?: { speed?: number; volume?: number }): Promise<Buffer>;
}

export function parseTokens(text: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^(.*) (\d+)$/u.exec(line.replace(/\r$/, ''));
    if (m) map.set(m[1] === '' ? ' ' : (m[1] as string), Number(m[2]));
  }
  return map;
}

export const neuralVoiceFilesPresent = (dir: string) =>
  existsSync(join(dir, 'model.onnx')) && existsSync(join(dir, 'tokens.txt'));

export async function loadNeuralVoice(dir: string): Promise<NeuralVoice> {
  const modelPath = join(dir, 'model.onnx');
  const tokensPath = join(dir, 'tokens.txt');
  if (!neuralVoiceFilesPresent(dir)) {
    throw new TtsError('voice_not_installed', `Voice not installed: ${dir} needs model.onnx and tokens.txt.`);
  }
  const ort = await import('onnxruntime-node');
  const session = await ort.InferenceSession.create(modelPath, {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
  });
  const tokens = parseTokens(await readFile(tokensPath, 'utf8'));
  const configPath = join(dir, 'voice.json');
  const config: NeuralVoiceConfig = existsSync(configPath)
    ? { ...DEFAULTS, ...(JSON.parse(await readFile(configPath, 'utf8')) as Partial<NeuralVoiceConfig>) }
    : DEFAULTS;
  const blank = tokens.get('_') ?? tokens.get('<blk>') ?? 0;

  const tokenize = (text: string): number[] => {
    const spoken = prepareUrduSpeech(text)
      .map((s) => s.text)
      .join(' ');
    const ids: number[] = [];
    for (const ch of spoken.toLowerCase()) {
      const id = tokens.get(ch);
      if (id === undefined) continue; // characters the voice was not trained on
      if (config.addBlank) ids.push(blank);
      ids.push(id);
    }
    if (config.addBlank && ids.length > 0) ids.push(blank);
    return ids;
  };

  return {
    config,
    tokenize,
    async synthesize(text, opts = {}) {
      const ids = tokenize(text);
      if (ids.length === 0) throw new TtsError('invalid_text', 'No text the voice can read.');
      const speed = Math.max(-5, Math.min(5, opts.speed ?? 0));
      const gain = Math.max(0, Math.min(200, opts.volume ?? 100)) / 100;
      const feeds = {
        input: new ort.Tensor('int64', BigInt64Array.from(ids.map(BigInt)), [1, ids.length]),
        input_lengths: new ort.Tensor('int64', BigInt64Array.from([BigInt(ids.length)]), [1]),
        scales: new ort.Tensor(
          'float32',
          Float32Array.from([config.noiseScale, config.lengthScale / 1.12 ** speed, config.noiseScaleW]),
          [3],
        ),
      };
      const result = await session.run(feeds);
      const output = result[session.outputNames[0] ?? 'output'];
      if (!output || !(output.data instanceof Float32Array)) {
        throw new TtsError('engine_failed', 'The voice model returned no float audio.');
      }
      const audio = Float32Array.from(output.data, (s) => s * gain);
      return encodeWav(audio, config.sampleRate);
    },
  };
}
