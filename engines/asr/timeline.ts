import type { TimedText, WhisperSegment } from './whisper-cli';

// Whisper times each window from its own start, and with timestamps on it may claim times past the
// window's end (a random or confused model says 16 s for 4 s of audio). Captions need one timeline
// for the whole recording (#31): offset by the window's start, kept inside the window and the
// recording, in order and without overlap, so a subtitle player never goes back.

/** A caption segment on the recording's timeline; `words` when word times were asked for. */
export interface TimedSegment extends TimedText {
  words?: TimedText[];
}

/** A window whisper read: where it starts and ends in the recording, in milliseconds. */
export interface WindowBounds {
  startMs: number;
  endMs: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Tokens as words: a token that starts with a space starts a word, the others continue it. */
function wordsOf(tokens: readonly TimedText[]): TimedText[] {
  const words: TimedText[] = [];
  for (const token of tokens) {
    const last = words[words.length - 1];
    if (!last || /^\s/.test(token.text)) words.push({ ...token });
    else {
      last.text += token.text;
      last.toMs = Math.max(last.toMs, token.toMs);
    }
  }
  return words.map((w) => ({ ...w, text: w.text.trim() })).filter((w) => w.text);
}

/**
 * Each window's segments on the recording's timeline. Times only go forward: a segment starts no
 * earlier than the previous one ended, ends no earlier than it starts, and nothing ends after its
 * window (so nothing after the recording, `durationMs`). Segments without text are left out.
 */
export function placeOnTimeline(
  perWindow: readonly (readonly WhisperSegment[])[],
  windows: readonly WindowBounds[],
  durationMs: number,
  withWords: boolean,
): TimedSegment[] {
  const placed: TimedSegment[] = [];
  let cursor = 0;
  perWindow.forEach((segments, i) => {
    const window = windows[i];
    if (!window) return;
    const hi = Math.min(window.endMs, durationMs);
    for (const segment of segments) {
      const text = segment.text.trim();
      if (!text) continue;
      const lo = Math.min(Math.max(window.startMs, cursor), hi);
      const fromMs = clamp(window.startMs + segment.fromMs, lo, hi);
      const toMs = clamp(window.startMs + segment.toMs, fromMs, hi);
      const out: TimedSegment = { fromMs, toMs, text };
      if (withWords) {
        let wordCursor = fromMs;
        out.words = wordsOf(segment.tokens ?? []).map((w) => {
          const from = clamp(window.startMs + w.fromMs, wordCursor, toMs);
          const to = clamp(window.startMs + w.toMs, from, toMs);
          wordCursor = to;
          return { fromMs: from, toMs: to, text: w.text };
        });
      }
      placed.push(out);
      cursor = toMs;
    }
  });
  return placed;
}
