import type { SpeechSpan } from './vad';

// Groups speech spans into windows whisper can take (≤ 30 s each): neighbouring spans are
// merged while they fit, and a span longer than the window is cut into window-sized parts.
export function planChunks(spans: SpeechSpan[], maxSamples: number): SpeechSpan[] {
  const chunks: SpeechSpan[] = [];
  for (const span of spans) {
    for (let start = span.start; start < span.end; start += maxSamples) {
      const piece = { start, end: Math.min(span.end, start + maxSamples) };
      const last = chunks[chunks.length - 1];
      if (last && piece.end - last.start <= maxSamples) last.end = piece.end;
      else chunks.push(piece);
    }
  }
  return chunks;
}
