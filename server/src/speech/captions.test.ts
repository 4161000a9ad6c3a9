import { formatSrt, formatVtt, placeOnTimeline, type TimedSegment } from '@zuban/engines/asr';
import { type NodeCue, parseSync } from 'subtitle';
import { describe, expect, it } from 'vitest';

// #31 item 4: captions from whisper's segments. SRT and VTT are read back by the `subtitle`
// package (not our code); times go forward and end within the recording.

/** The cues a third-party parser reads from a caption file. */
function cues(text: string): NodeCue['data'][] {
  return parseSync(text)
    .filter((n): n is NodeCue => n.type === 'cue')
    .map((n) => n.data);
}

function expectForward(list: { start: number; end: number }[], durationMs: number) {
  let previousEnd = 0;
  for (const c of list) {
    expect(c.start).toBeGreaterThanOrEqual(previousEnd);
    expect(c.end).toBeGreaterThanOrEqual(c.start);
    expect(c.end).toBeLessThanOrEqual(durationMs);
    previousEnd = c.end;
  }
}

describe('placeOnTimeline', () => {
  // Two windows, 10-20 s and 40-55 s of a 60 s recording, as whisper timed them (from each
  // window's start), including what a confused model says: 16 s into a 10 s window, an end before
  // the start, a segment starting before the previous ended, and an empty one.
  const windows = [
    { startMs: 10_000, endMs: 20_000 },
    { startMs: 40_000, endMs: 55_000 },
  ];
  const perWindow = [
    [
      {
        fromMs: 0,
        toMs: 4_000,
        text: ' پاکستان ایک',
        tokens: [
          { fromMs: 100, toMs: 900, text: ' پاک' },
          { fromMs: 900, toMs: 1_500, text: 'ستان' },
          { fromMs: 1_500, toMs: 5_000, text: ' ایک' },
        ],
      },
      { fromMs: 3_000, toMs: 2_000, text: 'ملک' },
      { fromMs: 5_000, toMs: 16_000, text: 'ہے' },
    ],
    [
      { fromMs: 0, toMs: 0, text: '  ' },
      { fromMs: 1_000, toMs: 3_500, text: 'لاہور' },
    ],
  ];

  it('offsets each window, keeps segments inside it and in order, and drops empty ones', () => {
    const placed = placeOnTimeline(perWindow, windows, 60_000, false);
    expect(placed).toEqual([
      { fromMs: 10_000, toMs: 14_000, text: 'پاکستان ایک' },
      { fromMs: 14_000, toMs: 14_000, text: 'ملک' },
      { fromMs: 15_000, toMs: 20_000, text: 'ہے' },
      { fromMs: 41_000, toMs: 43_500, text: 'لاہور' },
    ]);
  });

  it('joins tokens into words, each inside its segment and after the one before', () => {
    const [first] = placeOnTimeline(perWindow, windows, 60_000, true) as [TimedSegment];
    expect(first.words).toEqual([
      { fromMs: 10_100, toMs: 11_500, text: 'پاکستان' },
      { fromMs: 11_500, toMs: 14_000, text: 'ایک' },
    ]);
  });

  it('never ends after the recording, even when the last window claims to', () => {
    const placed = placeOnTimeline(
      [[{ fromMs: 0, toMs: 30_000, text: 'آخر' }]],
      [{ startMs: 5_000, endMs: 30_000 }],
      12_345,
      false,
    );
    expect(placed).toEqual([{ fromMs: 5_000, toMs: 12_345, text: 'آخر' }]);
  });
});

describe('formatSrt and formatVtt', () => {
  const segments = [
    { fromMs: 1_234, toMs: 4_500, text: 'پاکستان ایک خوبصورت ملک ہے' },
    { fromMs: 4_500, toMs: 9_000, text: 'دو\nسطریں --> اور <b> & نشان' },
    { fromMs: 3_599_000, toMs: 3_600_000, text: 'ایک گھنٹہ' },
  ];

  it('writes SubRip that a subtitle parser reads back with the same times and text', () => {
    const srt = formatSrt(segments);
    expect(srt.startsWith('1\n00:00:01,234 --> 00:00:04,500\nپاکستان ایک خوبصورت ملک ہے\n\n2\n')).toBe(true);
    const read = cues(srt);
    expect(read.map((c) => [c.start, c.end])).toEqual(segments.map((s) => [s.fromMs, s.toMs]));
    expect(read[0]?.text).toBe('پاکستان ایک خوبصورت ملک ہے');
    expect(read[1]?.text).toBe('دو سطریں → اور <b> & نشان'); // one line; no second time line
    expect(read[2]?.text).toBe('ایک گھنٹہ');
    expectForward(read, 3_600_000);
  });

  it('writes WebVTT with its header and escaped text that a subtitle parser reads back', () => {
    const vtt = formatVtt(segments);
    expect(vtt.startsWith('WEBVTT\n\n00:00:01.234 --> 00:00:04.500\n')).toBe(true);
    const read = cues(vtt);
    expect(read.map((c) => [c.start, c.end])).toEqual(segments.map((s) => [s.fromMs, s.toMs]));
    expect(read[1]?.text).toBe('دو سطریں → اور &lt;b&gt; &amp; نشان');
    expectForward(read, 3_600_000);
  });

  it('writes a file with no cues for a recording without speech', () => {
    expect(cues(formatSrt([]))).toEqual([]);
    expect(formatVtt([])).toBe('WEBVTT\n');
    expect(cues(formatVtt([]))).toEqual([]);
  });
});
