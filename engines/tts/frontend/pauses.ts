// Punctuation becomes explicit pauses (milliseconds) so the rhythm does not depend on how a
// voice happens to treat Urdu marks such as ۔ ، ؟ ؛.
export interface SpeechSegment {
  text: string;
  pauseAfterMs: number;
}

const PAUSES: ReadonlyArray<readonly [RegExp, number]> = [
  [/\n\s*\n/, 800], // paragraph
  [/[۔.!?؟\n]+/, 500], // sentence
  [/…|\.\.\./, 400],
  [/[،,؛;:]/, 250], // clause
  [/\s[-–—]\s|[()[\]{}«»"“”]/, 150], // parenthesis, dash, quotes
];

const SPLITTER = new RegExp(PAUSES.map(([p]) => `(?:${p.source})`).join('|'), 'g');

function pauseFor(mark: string): number {
  let longest = 0;
  for (const [pattern, ms] of PAUSES) {
    if (pattern.test(mark)) longest = Math.max(longest, ms);
  }
  return longest;
}

/** Splits text at punctuation; each piece carries the pause that its closing mark calls for. */
export function splitAtPauses(text: string): SpeechSegment[] {
  const segments: SpeechSegment[] = [];
  let start = 0;
  for (const match of text.matchAll(SPLITTER)) {
    const piece = text.slice(start, match.index).replace(/\s+/g, ' ').trim();
    const pause = pauseFor(match[0]);
    start = (match.index ?? 0) + match[0].length;
    if (piece) segments.push({ text: piece, pauseAfterMs: pause });
    else if (segments.length > 0) {
      const last = segments[segments.length - 1] as SpeechSegment;
      last.pauseAfterMs = Math.max(last.pauseAfterMs, pause);
    }
  }
  const tail = text.slice(start).replace(/\s+/g, ' ').trim();
  if (tail) segments.push({ text: tail, pauseAfterMs: 0 });
  return segments;
}
