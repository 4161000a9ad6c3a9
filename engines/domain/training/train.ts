/**
 * Trains the domain classifier on every usable row and writes engines/domain/data/news-softmax.json.
 *   npx tsx engines/domain/training/train.ts [--corpus news.tsv] [--out model.json]
 * --corpus: TSV with header id, source, label, text; labels among the spec's seven (default:
 * ../shared/data/domain/news.train.tsv, COUNTER + Bend the Truth, non-commercial). An operator
 * may train on their own labelled corpus in the same format.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serializeDomainModel } from '../model-file';
import { parseDomainTsv } from './dataset';
import { trainDomainModel } from './train-model';

const here = dirname(fileURLToPath(import.meta.url));
const shared = resolve(here, '../../../../shared/data');
const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: resolve(shared, 'domain/news.train.tsv') },
    out: { type: 'string', default: resolve(here, '../data/news-softmax.json') },
  },
});

if (!existsSync(values.corpus)) {
  console.log(`domain training skipped: ${values.corpus} not found (pass --corpus <tsv>)`);
  process.exit(0);
}
const rows = parseDomainTsv(readFileSync(values.corpus, 'utf8'));
const started = Date.now();
const model = trainDomainModel(rows, { maxFeatures: 20_000 });
const json = JSON.stringify(
  serializeDomainModel(model, {
    corpus: values.corpus.replace(`${shared}/`, '../shared/data/'),
    documents: rows.length,
  }),
);
writeFileSync(values.out, json);
console.log(
  `domain model: ${rows.length} documents, ${model.vocabulary.idf.length} features, ` +
    `${(json.length / 1e6).toFixed(2)} MB -> ${values.out} (${Date.now() - started} ms)`,
);
