import { closeSync, openSync, writeSync } from 'node:fs';

// Writes a whisper model in the real ggml file format (the one whisper.cpp's loader reads:
// magic, hparams, mel filters, vocabulary, named tensors) filled with random weights. It
// transcribes nothing meaningful; it lets tests and benchmarks exercise loading, chunking
// and timing with the true tensor shapes when no trained model can be downloaded.

export interface WhisperShape {
  state: number;
  heads: number;
  /** Encoder layers, and decoder layers unless `textLayers` says otherwise. */
  layers: number;
  /** large-v3-turbo keeps 4 of large-v3's 32 decoder layers. */
  textLayers?: number;
  /** Mel bands: 80, or 128 from large-v3 on. */
  mels?: number;
  /** Tokens: 51,865 multilingual, 51,866 from large-v3 on (one more language). */
  vocab?: number;
}

export const WHISPER_SHAPES = {
  /** Not a real size: the smallest model that loads, for fast tests. */
  mini: { state: 64, heads: 2, layers: 1 },
  tiny: { state: 384, heads: 6, layers: 4 },
  base: { state: 512, heads: 8, layers: 6 },
  small: { state: 768, heads: 12, layers: 12 },
  'large-v3-turbo': { state: 1280, heads: 20, layers: 32, textLayers: 4, mels: 128, vocab: 51_866 },
} as const satisfies Record<string, WhisperShape>;

export type WhisperSize = keyof typeof WHISPER_SHAPES;

const GGML_MAGIC = 0x67676d6c;
const MULTILINGUAL_VOCAB = 51_865; // multilingual: Urdu needs the language tokens
const N_TEXT_VOCAB = 50_257; // ordinary tokens written to the file; whisper.cpp adds the specials
const SPACE_TOKEN = 220;
const N_AUDIO_CTX = 1500;
const N_TEXT_CTX = 448;
const DEFAULT_MELS = 80;
const N_FFT = 201;
const F32 = 0;
const F16 = 1;

class Writer {
  private readonly fd: number;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  constructor(path: string) {
    this.fd = openSync(path, 'w');
  }
  write(buf: Buffer): void {
    this.pending.push(buf);
    this.pendingBytes += buf.length;
    if (this.pendingBytes > 8 << 20) this.flush();
  }
  int32s(...values: number[]): void {
    const b = Buffer.alloc(values.length * 4);
    values.forEach((v, i) => {
      b.writeInt32LE(v, i * 4);
    });
    this.write(b);
  }
  flush(): void {
    if (this.pending.length === 0) return;
    writeSync(this.fd, Buffer.concat(this.pending));
    this.pending = [];
    this.pendingBytes = 0;
  }
  close(): void {
    this.flush();
    closeSync(this.fd);
  }
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

function toHalf(value: number): number {
  f32[0] = value;
  const bits = u32[0] ?? 0;
  const sign = (bits >>> 16) & 0x8000;
  const exp = ((bits >>> 23) & 0xff) - 127 + 15;
  const mant = (bits >>> 13) & 0x3ff;
  if (exp <= 0) return sign; // tiny values flush to zero
  if (exp >= 31) return sign | 0x7c00;
  return sign | (exp << 10) | mant;
}

/** A block of pseudo-random values (fixed seed) reused cyclically to fill large tensors fast. */
function randomBlock(count: number, scale: number, half: boolean, seed: number): Buffer {
  const buf = Buffer.alloc(count * (half ? 2 : 4));
  let s = seed >>> 0;
  for (let i = 0; i < count; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const v = ((s / 2 ** 32) * 2 - 1) * scale;
    if (half) buf.writeUInt16LE(toHalf(v), i * 2);
    else buf.writeFloatLE(v, i * 4);
  }
  return buf;
}

export function writeSyntheticWhisperModel(path: string, size: WhisperSize | WhisperShape, seed = 1): void {
  const shape: WhisperShape = typeof size === 'string' ? WHISPER_SHAPES[size] : size;
  const { state, heads, layers } = shape;
  const textLayers = shape.textLayers ?? layers;
  const nMels = shape.mels ?? DEFAULT_MELS;
  const nVocab = shape.vocab ?? MULTILINGUAL_VOCAB;
  const out = new Writer(path);
  out.int32s(
    GGML_MAGIC,
    nVocab,
    N_AUDIO_CTX,
    state,
    heads,
    layers,
    N_TEXT_CTX,
    state,
    heads,
    textLayers,
    nMels,
    F16,
  );

  // Mel filter bank: triangles spread over the spectrum (shape matters, values do not).
  out.int32s(nMels, N_FFT);
  const filters = Buffer.alloc(nMels * N_FFT * 4);
  for (let m = 0; m < nMels; m++) {
    const centre = ((m + 1) * (N_FFT - 1)) / (nMels + 1);
    const width = (N_FFT - 1) / (nMels + 1);
    for (let k = 0; k < N_FFT; k++) {
      filters.writeFloatLE(Math.max(0, 1 - Math.abs(k - centre) / width), (m * N_FFT + k) * 4);
    }
  }
  out.write(filters);

  // Vocabulary: made-up tokens of Urdu letters, so decoded text is at least in the right script.
  const letters = [...'ابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنوہھءیے'];
  out.int32s(N_TEXT_VOCAB);
  for (let i = 0; i < N_TEXT_VOCAB; i++) {
    // Token 220 is a lone space in the real vocabulary; whisper.cpp looks it up by text.
    if (i === SPACE_TOKEN) {
      out.int32s(1);
      out.write(Buffer.from(' '));
      continue;
    }
    let n = i;
    let word = i % 3 === 0 ? ' ' : '';
    do {
      word += letters[n % letters.length];
      n = Math.floor(n / letters.length);
    } while (n > 0);
    const bytes = Buffer.from(word, 'utf8');
    out.int32s(bytes.length);
    out.write(bytes);
  }

  const halfBlock = randomBlock(1 << 20, 0.05, true, seed);
  const floatBlock = randomBlock(1 << 16, 0.02, false, seed + 1);
  const tensor = (name: string, ne: number[], type: typeof F32 | typeof F16, fill?: number) => {
    const nameBytes = Buffer.from(name, 'utf8');
    out.int32s(ne.length, nameBytes.length, type);
    out.int32s(...ne);
    out.write(nameBytes);
    const count = ne.reduce((a, b) => a * b, 1);
    if (fill !== undefined) {
      const b = Buffer.alloc(count * 4);
      for (let i = 0; i < count; i++) b.writeFloatLE(fill, i * 4);
      out.write(b);
      return;
    }
    const block = type === F16 ? halfBlock : floatBlock;
    let remaining = count * (type === F16 ? 2 : 4);
    while (remaining > 0) {
      const take = Math.min(remaining, block.length);
      out.write(block.subarray(0, take));
      remaining -= take;
    }
  };
  const norm = (prefix: string) => {
    tensor(`${prefix}.weight`, [state], F32, 1);
    tensor(`${prefix}.bias`, [state], F32, 0);
  };
  const linear = (prefix: string, inDim: number, outDim: number, bias = true) => {
    tensor(`${prefix}.weight`, [inDim, outDim], F16);
    if (bias) tensor(`${prefix}.bias`, [outDim], F32);
  };
  const attention = (prefix: string) => {
    linear(`${prefix}.query`, state, state);
    linear(`${prefix}.key`, state, state, false);
    linear(`${prefix}.value`, state, state);
    linear(`${prefix}.out`, state, state);
  };
  const mlp = (prefix: string) => {
    linear(`${prefix}.mlp.0`, state, 4 * state);
    linear(`${prefix}.mlp.2`, 4 * state, state);
  };

  tensor('encoder.positional_embedding', [state, N_AUDIO_CTX], F32);
  tensor('encoder.conv1.weight', [3, nMels, state], F16);
  tensor('encoder.conv1.bias', [1, state], F32);
  tensor('encoder.conv2.weight', [3, state, state], F16);
  tensor('encoder.conv2.bias', [1, state], F32);
  norm('encoder.ln_post');
  for (let i = 0; i < layers; i++) {
    const p = `encoder.blocks.${i}`;
    norm(`${p}.mlp_ln`);
    mlp(p);
    norm(`${p}.attn_ln`);
    attention(`${p}.attn`);
  }
  tensor('decoder.positional_embedding', [state, N_TEXT_CTX], F32);
  tensor('decoder.token_embedding.weight', [state, nVocab], F16);
  norm('decoder.ln');
  for (let i = 0; i < textLayers; i++) {
    const p = `decoder.blocks.${i}`;
    norm(`${p}.mlp_ln`);
    mlp(p);
    norm(`${p}.attn_ln`);
    attention(`${p}.attn`);
    norm(`${p}.cross_attn_ln`);
    attention(`${p}.cross_attn`);
  }
  out.close();
}
