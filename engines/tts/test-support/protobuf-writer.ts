// The smallest protobuf encoder that can write an ONNX model: varints, length-delimited
// fields and nested messages. Used by the tests to build a tiny voice model on the fly.
export type Field =
  | { n: number; varint: number | bigint }
  | { n: number; bytes: Uint8Array | string }
  | { n: number; message: Field[] };

function varint(value: number | bigint): number[] {
  let v = BigInt.asUintN(64, BigInt(value));
  const out: number[] = [];
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v > 0n) byte |= 0x80;
    out.push(byte);
  } while (v > 0n);
  return out;
}

export function encodeMessage(fields: Field[]): Uint8Array {
  const parts: number[] = [];
  for (const f of fields) {
    if ('varint' in f) {
      parts.push(...varint(f.n << 3), ...varint(f.varint));
      continue;
    }
    const body =
      'message' in f
        ? encodeMessage(f.message)
        : typeof f.bytes === 'string'
          ? new TextEncoder().encode(f.bytes)
          : f.bytes;
    parts.push(...varint((f.n << 3) | 2), ...varint(body.length), ...body);
  }
  return Uint8Array.from(parts);
}
