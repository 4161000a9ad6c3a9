// Microphone audio for the realtime socket: the browser records at its own rate (44.1 or
// 48 kHz), the server wants 16 kHz mono 16-bit PCM, sent every 1000 ms (spec tools §9).
export const TARGET_RATE = 16_000;

/** Averages each output period of the input (a box low-pass) and writes 16-bit samples. */
export function toPcm16k(input: Float32Array, inputRate: number): Int16Array {
  const ratio = inputRate / TARGET_RATE;
  const length = Math.floor(input.length / ratio);
  const out = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    const start = Math.floor(i * ratio);
    const end = Math.max(start + 1, Math.floor((i + 1) * ratio));
    let sum = 0;
    for (let j = start; j < end; j++) sum += input[j] ?? 0;
    const v = Math.max(-1, Math.min(1, sum / (end - start)));
    out[i] = Math.round(v * 32767);
  }
  return out;
}

/** Collects recorded frames and hands out whole 1-second chunks (the remainder waits). */
export function createChunker(inputRate: number, seconds = 1) {
  let pending: Float32Array[] = [];
  let pendingLength = 0;
  const chunkLength = Math.round(inputRate * seconds);
  const join = (n: number) => {
    const all = new Float32Array(pendingLength);
    let at = 0;
    for (const p of pending) {
      all.set(p, at);
      at += p.length;
    }
    pending = [all.slice(n)];
    pendingLength = all.length - n;
    return all.subarray(0, n);
  };
  return {
    push(frame: Float32Array): Int16Array[] {
      pending.push(frame.slice());
      pendingLength += frame.length;
      const out: Int16Array[] = [];
      while (pendingLength >= chunkLength) out.push(toPcm16k(join(chunkLength), inputRate));
      return out;
    },
    /** Whatever is left, at Stop. */
    flush(): Int16Array | null {
      if (pendingLength === 0) return null;
      return toPcm16k(join(pendingLength), inputRate);
    },
  };
}
