// k-fold figures for the Urdu-script comments (#26 item 9): the comments are split into five folds
// (every fifth comment); for each fold, an entry "does not hold up" when, on the other four folds,
// it is hit in more neutral comments than offensive or hate ones (and in at least `minNeutral`).
// The fold is then scored twice: with the whole lexicon, and without the entries that did not hold
// up. If selecting entries on dev helped, the second figure would be the higher one.
import { loadProfanityLexicon, type ProfanityLexicon } from '../lexicon';
import { profanityScore } from '../score';

const FOLDS = 5;
const THRESHOLD = 0.5;

export interface LabelledText {
  text: string;
  abusive: boolean;
}

function without(lexicon: ProfanityLexicon, drop: ReadonlySet<string>): ProfanityLexicon {
  return {
    ...lexicon,
    roman: new Map([...lexicon.roman].filter(([k]) => !drop.has(k))),
    urdu: new Map([...lexicon.urdu].filter(([k]) => !drop.has(k))),
  };
}

function increment(m: Map<string, number>, key: string): void {
  m.set(key, (m.get(key) ?? 0) + 1);
}

export interface FoldFigures {
  comments: number;
  rightWithAll: number;
  rightPruned: number;
  dropped: string[];
}

export function kfoldFigures(rows: readonly LabelledText[], minNeutral = 1): FoldFigures[] {
  const full = loadProfanityLexicon();
  const entriesHit = rows.map(
    (r) =>
      new Set(
        profanityScore(r.text, full)
          .hits.filter((h) => h.weight > 0)
          .map((h) => h.entry),
      ),
  );
  const right = (r: LabelledText, lexicon: ProfanityLexicon) =>
    profanityScore(r.text, lexicon).score >= THRESHOLD === r.abusive;
  const out: FoldFigures[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const abusiveHits = new Map<string, number>();
    const neutralHits = new Map<string, number>();
    rows.forEach((r, i) => {
      if (i % FOLDS === fold) return;
      for (const entry of entriesHit[i]!) increment(r.abusive ? abusiveHits : neutralHits, entry);
    });
    const dropped = [...neutralHits].filter(
      ([entry, n]) => n >= minNeutral && n > (abusiveHits.get(entry) ?? 0),
    );
    const pruned = without(full, new Set(dropped.map(([entry]) => entry)));
    const held = rows.filter((_, i) => i % FOLDS === fold);
    out.push({
      comments: held.length,
      rightWithAll: held.filter((r) => right(r, full)).length,
      rightPruned: held.filter((r) => right(r, pruned)).length,
      dropped: dropped.map(([entry]) => entry),
    });
  }
  return out;
}

export function printKfold(rows: readonly LabelledText[]): void {
  for (const minNeutral of [1, 2]) {
    const folds = kfoldFigures(rows, minNeutral);
    const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
    const total = folds.reduce((s, f) => s + f.comments, 0);
    const all = folds.reduce((s, f) => s + f.rightWithAll, 0);
    const pruned = folds.reduce((s, f) => s + f.rightPruned, 0);
    console.log(
      `  5-fold (entries dropped when hit in >= ${minNeutral} neutral comments and more neutral than offensive ones on the other folds): ` +
        `whole lexicon ${pct(all, total)} (folds ${folds.map((f) => pct(f.rightWithAll, f.comments)).join(', ')}), ` +
        `pruned ${pct(pruned, total)} (folds ${folds.map((f) => pct(f.rightPruned, f.comments)).join(', ')}; ` +
        `${folds.map((f) => f.dropped.length).join('/')} entries dropped)`,
    );
  }
}
