import { describe, expect, it } from 'vitest';
import { createChunker, toPcm16k } from './pcm16k';

describe('toPcm16k', () => {
  it('turns one second at 48 kHz into 16,000 samples with the same tone', () => {
    const input = Float32Array.from(
      { length: 48_000 },
      (_, i) => 0.5 * Math.sin((2 * Math.PI * 300 * i) / 48_000),
    );
    const out = toPcm16k(input, 48_000);
    expect(out.length).toBe(16_000);
    let crossings = 0;
    for (let i = 1; i < out.length; i++) if ((out[i - 1] ?? 0) < 0 !== (out[i] ?? 0) < 0) crossings++;
    expect(crossings).toBeGreaterThan(590);
    expect(crossings).toBeLessThan(610);
    expect(Math.max(...out)).toBeGreaterThan(15_000);
  });
});

describe('createChunker', () => {
  it('emits whole 1-second chunks of 16 kHz audio and flushes the rest', () => {
    const chunker = createChunker(44_100);
    const frame = new Float32Array(4096);
    const chunks: Int16Array[] = [];
    for (let i = 0; i < 30; i++) chunks.push(...chunker.push(frame));
    expect(chunks).toHaveLength(2); // 30 × 4096 = 122,880 samples = 2.79 s
    expect(chunks.every((c) => c.length === 16_000)).toBe(true);
    expect(chunker.flush()?.length).toBe(Math.floor((30 * 4096 - 2 * 44_100) / (44_100 / 16_000)));
  });
});
