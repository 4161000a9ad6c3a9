// Calibrates the hand-written Urdu-script weights on labelled text. The hand scale calls a mild
// insult 0.3-0.45, but in RUHSOLD train (Roman Urdu tweets written in Urdu script by engines/roman)
// a tweet with "جاہل" or "بزدل" is abusive 95% of the time. For each lexicon line hit in at least
// MIN_ABUSIVE abusive texts, the learnt weight is the Roman words' formula, (P - p0) / (1 - p0)
// with smoothed P(abusive | line hit). It raises, never lowers (transliteration turns some Roman
// words into other Urdu words, which only dilutes the counts):
//   - the targeted weight, to the learnt weight;
//   - the plain weight, to the learnt weight, only when the hand weight already calls the word an
//     insult on its own (PLAIN_FLOOR or more).
// A line with a one-word form that is common in the frequency list keeps its hand weights: it has
// another sense ("جعلی" fake, "اوقات" times, "گندی" dirty) that tweets do not show.
import { existsSync, readFileSync } from 'node:fs';
import { lexiconFromData } from '../lexicon';
import { profanityScore } from '../score';
import type { UrduEntry } from './urdu-entries';

export const MIN_ABUSIVE = 3;
/** Pseudo-count pulling rare lines' P(abusive | line) toward the base rate. */
export const SMOOTHING = 2;
const PLAIN_FLOOR = 0.3;
/** Count in the 3.6M-word frequency list from which a single word has senses tweets do not show. */
const COMMON_SENSE_COUNT = 3000;

export interface HitCounts {
  texts: number;
  abusiveTexts: number;
  /** Lexicon line (UrduEntry.source) -> texts it is hit in. */
  lines: Map<string, { abusive: number; normal: number }>;
}

/** How many abusive and normal texts hit each lexicon line (matching as the scorer does, weights aside). */
export function countLineHits(
  texts: readonly { text: string; abusive: boolean }[],
  entries: ReadonlyMap<string, UrduEntry>,
): HitCounts {
  const every = lexiconFromData({
    version: 2,
    roman: {},
    urdu: Object.fromEntries([...entries.keys()].map((k) => [k, [1, 1]])),
    urduTargets: [],
  });
  const lines = new Map<string, { abusive: number; normal: number }>();
  for (const t of texts) {
    const hit = new Set(profanityScore(t.text, every).hits.map((h) => entries.get(h.entry)?.source ?? ''));
    hit.delete('');
    for (const line of hit) {
      const c = lines.get(line) ?? { abusive: 0, normal: 0 };
      if (t.abusive) c.abusive++;
      else c.normal++;
      lines.set(line, c);
    }
  }
  return { texts: texts.length, abusiveTexts: texts.filter((t) => t.abusive).length, lines };
}

/** The counts file: "# texts N abusive A" then line TAB abusive TAB normal. */
export function formatCounts(counts: HitCounts): string {
  const rows = [...counts.lines]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([line, c]) => `${line}\t${c.abusive}\t${c.normal}`);
  return `# texts ${counts.texts} abusive ${counts.abusiveTexts}\n${rows.join('\n')}\n`;
}

export function readCounts(path: string): HitCounts | undefined {
  if (!existsSync(path)) return undefined;
  const [head = '', ...rest] = readFileSync(path, 'utf8').split('\n');
  const m = /^# texts (\d+) abusive (\d+)/.exec(head);
  if (!m) throw new Error(`${path}: no "# texts N abusive A" header`);
  const lines = new Map<string, { abusive: number; normal: number }>();
  for (const row of rest) {
    const [line, a, n] = row.split('\t');
    if (line && a && n) lines.set(line, { abusive: Number(a), normal: Number(n) });
  }
  return { texts: Number(m[1]), abusiveTexts: Number(m[2]), lines };
}

/** Raises the entries' weights as the header says; returns how many lexicon lines were raised. */
export function calibrate(
  entries: Map<string, UrduEntry>,
  counts: HitCounts,
  freq: ReadonlyMap<string, number> | undefined,
): number {
  const p0 = counts.abusiveTexts / counts.texts;
  // A line is common when any of its one-word forms is ("گندی" dirty, of "گندا").
  const common = new Set<string>();
  for (const [key, entry] of entries)
    if ((freq?.get(key) ?? 0) >= COMMON_SENSE_COUNT) common.add(entry.source);
  const raised = new Set<string>();
  for (const [key, entry] of entries) {
    const c = counts.lines.get(entry.source);
    if (!c || c.abusive < MIN_ABUSIVE || common.has(entry.source)) continue;
    const p = (c.abusive + SMOOTHING * p0) / (c.abusive + c.normal + SMOOTHING);
    const learnt = Math.round(((p - p0) / (1 - p0)) * 100) / 100;
    const [plain, targeted] = entry.weights;
    const newPlain = plain >= PLAIN_FLOOR ? Math.max(plain, learnt) : plain;
    const newTargeted = Math.max(targeted, learnt, newPlain);
    if (newPlain === plain && newTargeted === targeted) continue;
    entries.set(key, { ...entry, weights: [newPlain, newTargeted] });
    raised.add(entry.source);
  }
  return raised.size;
}
