// Builds the keyword extractor's data from ../shared/data:
//   data/df.tsv.gz      document frequencies: "#documents N", then word TAB df (df >= 2), where a
//                       document is one sentence of the Wikipedia corpus (plus any --corpus files,
//                       one document per line: an operator can use their own texts);
//   data/stopwords.txt  the two urduhack Urdu stopword lists, normalised, letters only.
// Run: node --import tsx engines/keywords/training/build-data.ts [dataDir] [--corpus file ...]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isLetter, lookupKey, wordTokens } from '../../text';

const args = process.argv.slice(2);
const dataDir = resolve(
  args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--corpus') ?? '../shared/data',
);
const extraCorpora = args.flatMap((a, i) => (args[i - 1] === '--corpus' ? [a] : []));
const CORPUS = 'corpus/urdu-wikipedia-sentences.txt';
const STOPWORD_LISTS = ['stopwords/urduhack-core-stopwords.txt', 'stopwords/urduhack-stopwords.txt'];

function lines(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim());
}

function buildDf(): void {
  const docs = [...lines(join(dataDir, CORPUS)), ...extraCorpora.flatMap(lines)];
  const df = new Map<string, number>();
  for (const doc of docs) {
    for (const w of new Set(wordTokens(doc).map(lookupKey))) df.set(w, (df.get(w) ?? 0) + 1);
  }
  const rows = [...df.entries()]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const text = [`#documents\t${docs.length}`, ...rows.map(([w, n]) => `${w}\t${n}`)].join('\n');
  writeFileSync(new URL('../data/df.tsv.gz', import.meta.url), gzipSync(`${text}\n`, { level: 9 }));
  console.log(`keywords: df of ${rows.length} words over ${docs.length} documents`);
}

function buildStopwords(): void {
  const words = new Set<string>();
  for (const list of STOPWORD_LISTS) {
    for (const line of lines(join(dataDir, list))) {
      const key = lookupKey(line.trim());
      if (key && [...key].every((c) => isLetter(c.codePointAt(0) ?? 0))) words.add(key);
    }
  }
  const sorted = [...words].sort();
  const header = '# urduhack Urdu stopword lists (MIT), normalised by build-data.ts; see docs/models.md\n';
  writeFileSync(new URL('../data/stopwords.txt', import.meta.url), `${header}${sorted.join('\n')}\n`);
  console.log(`keywords: ${sorted.length} stopwords`);
}

if (!existsSync(join(dataDir, CORPUS))) {
  console.log(`keywords: no corpus at ${join(dataDir, CORPUS)}, nothing built`);
} else {
  buildDf();
  buildStopwords();
}
