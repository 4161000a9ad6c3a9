// Sample-rate conversion to whisper's 16 kHz. Downsampling first averages over each output
// period (a box low-pass against aliasing), then interpolates linearly: cheap enough for an
// hour of 48 kHz audio and good enough for speech recognition.
export const TARGET_RATE = 16_000;

export function resample(input: Float32Array, fromRate: number, toRate = TARGET_RATE): Float32Array {
  if (fromRate === toRate) return input;
  const ratio = fromRate / toRate;
  const source = ratio > 1 ? boxFilter(input, Math.round(ratio)) : input;
  const outLength = Math.floor(input.length / ratio);
  const out = new Float32Array(outLength);
  for (let i = 0; i < outLength; i++) {
    const pos = i * ratio;
    const left = Math.floor(pos);
    const frac = pos - left;
    const a = source[left] ?? 0;
    const b = source[left + 1] ?? a;
    out[i] = a + (b - a) * frac;
  }
  return out;
}

function boxFilter(input: Float32Array, width: number): Float32Array {
  if (width <= 1) return input;
  const out = new Float32Array(input.length);
  const half = Math.floor(width / 2);
  let sum = 0;
  // Running sum over [i - half, i - half + width).
  for (let i = 0; i < Math.min(width, input.length); i++) sum += input[i] ?? 0;
  for (let i = 0; i < input.length; i++) {
    const start = i - half;
    out[i] = sum / width;
    sum += (input[start + width] ?? 0) - (input[start] ?? 0);
  }
  return out;
}
