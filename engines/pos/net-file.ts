/**
 * On-disk form of the window network (window-net.ts): weight matrices as signed bytes with one
 * float scale per row (row maximum / 127), base64; keys in row order, one a line. A quarter of
 * the size of float32, and the cross-validation reads every fold's network back through this
 * form, so the rounding is part of what is measured.
 */
import type { WindowNet } from './window-net';

export interface QuantizedRows {
  /** Values per row. */
  width: number;
  /** base64 Float32Array, one scale per row. */
  scales: string;
  /** base64 Int8Array, value / scale rounded. */
  values: string;
}

export interface NetFile {
  dim: number;
  hidden: number;
  vectors: boolean;
  /** Keys separated by newlines, in embedding-row order. */
  keys: string;
  embeddings: QuantizedRows;
  w1: QuantizedRows;
  b1: number[];
  w2: QuantizedRows;
  b2: number[];
}

const base64 = (view: ArrayBufferView) =>
  Buffer.from(view.buffer, view.byteOffset, view.byteLength).toString('base64');

function fromBase64(text: string): Buffer {
  // A fresh, aligned copy, so typed arrays can view it.
  return Buffer.from(Buffer.from(text, 'base64'));
}

export function quantizeRows(values: Float32Array, width: number): QuantizedRows {
  const rows = values.length / width;
  const scales = new Float32Array(rows);
  const bytes = new Int8Array(values.length);
  for (let r = 0; r < rows; r += 1) {
    let max = 0;
    for (let k = 0; k < width; k += 1) max = Math.max(max, Math.abs(values[r * width + k]!));
    const scale = max / 127;
    scales[r] = scale;
    if (scale === 0) continue;
    for (let k = 0; k < width; k += 1) bytes[r * width + k] = Math.round(values[r * width + k]! / scale);
  }
  return { width, scales: base64(scales), values: base64(bytes) };
}

export function dequantizeRows(file: QuantizedRows): Float32Array {
  const scaleBytes = fromBase64(file.scales);
  const scales = new Float32Array(scaleBytes.buffer, scaleBytes.byteOffset, scaleBytes.byteLength / 4);
  const valueBytes = fromBase64(file.values);
  const bytes = new Int8Array(valueBytes.buffer, valueBytes.byteOffset, valueBytes.byteLength);
  const out = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i += 1) out[i] = bytes[i]! * scales[Math.floor(i / file.width)]!;
  return out;
}

const round = (values: Float32Array) => Array.from(values, (v) => Math.round(v * 1e4) / 1e4);

export function serializeNet(net: WindowNet): NetFile {
  const keys: string[] = [];
  for (const [key, row] of net.keys) keys[row] = key;
  return {
    dim: net.dim,
    hidden: net.hidden,
    vectors: net.vectors,
    keys: keys.join('\n'),
    embeddings: quantizeRows(net.embeddings, net.dim),
    w1: quantizeRows(net.w1, net.hidden),
    b1: round(net.b1),
    w2: quantizeRows(net.w2, net.tags.length),
    b2: round(net.b2),
  };
}

export function deserializeNet(file: NetFile, tags: string[]): WindowNet {
  return {
    tags,
    dim: file.dim,
    hidden: file.hidden,
    vectors: file.vectors,
    keys: new Map(file.keys.split('\n').map((key, row) => [key, row])),
    embeddings: dequantizeRows(file.embeddings),
    w1: dequantizeRows(file.w1),
    b1: Float32Array.from(file.b1),
    w2: dequantizeRows(file.w2),
    b2: Float32Array.from(file.b2),
  };
}
