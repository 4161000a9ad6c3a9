// Builds engines/langid/data/punjabi-urdu.json.gz: word-plus-character-4-gram models of
// Shahmukhi Punjabi and of Urdu words (diacritics removed), compared per word to tell the two
// apart. Training text and its separation from the evaluation: see punjabi-urdu-text.ts.
//
//   node --import tsx engines/langid/training/build-punjabi-urdu-model.ts \
//     [--punjabi-text FILE]... [--urdu-text FILE]... [--out FILE]
//
// --punjabi-text / --urdu-text take the operator's own Shahmukhi or Urdu text (one sentence a
// line) instead of the defaults.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { optionValues } from '../../text/training/cli-options';
import { countCharNgrams } from '../char-ngram';
import { arabicWordKeys } from '../punjabi-urdu';
import { punjabiTrainingLines, urduTrainingLines } from './punjabi-urdu-text';
import { urduToPunjabi } from './urdu-to-punjabi';

const DATA = resolve(process.cwd(), '../shared/data');
const ORDER = 4;
/** The same pruning on both sides, or rare words known to one model only would lean to it. */
const MIN_COUNT = 2;

function linesOf(files: readonly string[]): string[] {
  return files.filter(existsSync).flatMap((f) => readFileSync(f, 'utf8').split('\n'));
}

export function wordCounts(lines: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) for (const w of arabicWordKeys(line)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

/** The Urdu lines that the rewrite rules change, rewritten (see urdu-to-punjabi.ts). */
export function rewrittenUrdu(urduLines: readonly string[]): string[] {
  return urduLines
    .map((l) => [l, urduToPunjabi(l)])
    .filter(([a, b]) => a !== b)
    .map(([, b]) => b as string);
}

/** Punjabi = the given Punjabi lines plus the rewritten Urdu ones, so shared words weigh nothing. */
export function buildModel(punjabiLines: readonly string[], urduLines: readonly string[]) {
  punjabiLines = [...punjabiLines, ...rewrittenUrdu(urduLines)];
  return {
    version: 1,
    punjabi: countCharNgrams(wordCounts(punjabiLines), ORDER, MIN_COUNT),
    urdu: countCharNgrams(wordCounts(urduLines), ORDER, MIN_COUNT),
  };
}

function main(): void {
  const pnbFiles = optionValues('punjabi-text');
  const urFiles = optionValues('urdu-text');
  const pnb = pnbFiles.length ? { lines: linesOf(pnbFiles), catalogues: [] } : punjabiTrainingLines(DATA);
  const ur = urFiles.length ? linesOf(urFiles) : urduTrainingLines(DATA);
  if (pnb.lines.length === 0 || ur.length === 0) {
    console.log('langid: Punjabi or Urdu training text not found; nothing built.');
    return;
  }
  const out = optionValues('out')[0] ?? resolve(import.meta.dirname, '../data/punjabi-urdu.json.gz');
  const gz = gzipSync(JSON.stringify(buildModel(pnb.lines, ur)), { level: 9 });
  writeFileSync(out, gz);
  console.log(
    `langid: ${pnb.lines.length} Punjabi lines (catalogues ${pnb.catalogues.join(', ') || 'given'}), ` +
      `${ur.length} Urdu lines -> ${out} (${gz.length} bytes)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
