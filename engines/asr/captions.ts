import type { TimedText } from './whisper-cli';

// SubRip and WebVTT captions from timed segments (#31: what people transcribe Urdu video for).
// Times come from placeOnTimeline, so they already go forward and end within the recording.

/** 01:02:03,456 (SRT) or 01:02:03.456 (VTT). */
function clock(ms: number, separator: ',' | '.'): string {
  const whole = Math.max(0, Math.round(ms));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(whole / 3_600_000);
  const m = Math.floor(whole / 60_000) % 60;
  const s = Math.floor(whole / 1000) % 60;
  return `${two(h)}:${two(m)}:${two(s)}${separator}${String(whole % 1000).padStart(3, '0')}`;
}

// A cue's text is one line: a blank line would end the cue, and "-->" would read as a time line.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').replaceAll('-->', '→').trim();

/** SubRip: numbered cues, times with a comma before the milliseconds. */
export function formatSrt(segments: readonly TimedText[]): string {
  return segments
    .map((s, i) => `${i + 1}\n${clock(s.fromMs, ',')} --> ${clock(s.toMs, ',')}\n${oneLine(s.text)}\n`)
    .join('\n');
}

/** WebVTT: the header, then cues; &, < and > are escaped as the format requires. */
export function formatVtt(segments: readonly TimedText[]): string {
  const escapeText = (t: string) =>
    t.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const cues = segments.map(
    (s) => `${clock(s.fromMs, '.')} --> ${clock(s.toMs, '.')}\n${escapeText(oneLine(s.text))}\n`,
  );
  return ['WEBVTT\n', ...cues].join('\n');
}
