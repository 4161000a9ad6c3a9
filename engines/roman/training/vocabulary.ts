// Urdu word frequencies that rank transliteration candidates. Sources are optional files;
// word lists without counts add each word once so it can still be produced.
import { existsSync, readFileSync } from 'node:fs';
import { normalizeUrdu, wordTokens } from '../../text/index';

export type WordCounts = Map<string, number>;

function add(counts: WordCounts, word: string, n: number): void {
  const w = normalizeUrdu(word, { whitespace: 'keep', stripDiacritics: true }).trim();
  if (!w || /\s/.test(w) || !/^[\u0600-\u06ff\u200c]+$/.test(w)) return;
  counts.set(w, (counts.get(w) ?? 0) + n);
}

/** "word TAB count" lines (unilex format; '#' comments and a header are skipped). */
export function addFrequencyList(counts: WordCounts, path: string): void {
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [word, freq] = line.split('\t');
    const n = Number(freq);
    if (word && Number.isFinite(n) && n > 0) add(counts, word, n);
  }
}

/** One word per line, counted once each. */
export function addWordList(counts: WordCounts, path: string): void {
  for (const line of readFileSync(path, 'utf8').split('\n')) add(counts, line, 1);
}

/** Running text, one sentence a line; sentences listed in `exclude` (evaluation text) are skipped. */
export function addCorpus(counts: WordCounts, path: string, exclude: ReadonlySet<string>): number {
  let skipped = 0;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (exclude.has(line.trim())) {
      skipped++;
      continue;
    }
    for (const w of wordTokens(line)) add(counts, w, 1);
  }
  return skipped;
}

export function readSentenceSet(path: string | undefined): Set<string> {
  if (!path || !existsSync(path)) return new Set();
  return new Set(
    readFileSync(path, 'utf8')
      .split('\n')
      .map((l) => (l.split('\t')[0] ?? '').trim())
      .filter(Boolean),
  );
}
