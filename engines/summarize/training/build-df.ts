/**
 * Builds engines/summarize/data/wikipedia-df.json: document frequencies of terms over a
 * plain-text corpus, one document per line.
 *   npx tsx engines/summarize/training/build-df.ts [--corpus lines.txt] [--out df.json] [--max-terms 40000]
 * Default corpus: ../shared/data/corpus/urdu-wikipedia-sentences.txt (Google Dakshina,
 * CC BY-SA 4.0). An operator may pass their own corpus.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { DocumentFrequencyFile } from '../document-frequencies';
import { termsOf } from '../terms';

const here = dirname(fileURLToPath(import.meta.url));
const shared = resolve(here, '../../../../shared/data');
const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: resolve(shared, 'corpus/urdu-wikipedia-sentences.txt') },
    out: { type: 'string', default: resolve(here, '../data/wikipedia-df.json') },
    'max-terms': { type: 'string', default: '40000' },
  },
});

if (!existsSync(values.corpus)) {
  console.log(`document frequencies skipped: ${values.corpus} not found (pass --corpus <text file>)`);
  process.exit(0);
}
const lines = readFileSync(values.corpus, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '');
const df = new Map<string, number>();
for (const line of lines) for (const term of new Set(termsOf(line))) df.set(term, (df.get(term) ?? 0) + 1);
// Terms seen once carry no more information than an unseen term; the cap keeps the file small.
const kept = [...df]
  .filter(([, n]) => n >= 2)
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(values['max-terms']));
const file: DocumentFrequencyFile = {
  format: 'zuban-df/1',
  documents: lines.length,
  terms: kept.map(([t, n]) => `${t} ${n}`).join(' '),
  provenance: { corpus: values.corpus.replace(`${shared}/`, '../shared/data/'), documents: lines.length },
};
const json = JSON.stringify(file);
writeFileSync(values.out, json);
console.log(
  `document frequencies: ${lines.length} documents, ${kept.length} terms, ${(json.length / 1e6).toFixed(2)} MB`,
);
