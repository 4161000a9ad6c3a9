// `npm run quality -- domain`: trains on the training side of the held-back split (see
// dataset.ts: COUNTER split by story pair, fake-news rows never evaluated), passes the model
// through the committed file format, and reports accuracy and macro-F1 on the held-back part.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserializeDomainModel, serializeDomainModel } from '../model-file';
import { parseDomainTsv, splitHeldBack } from './dataset';
import { evaluateDomainModel } from './evaluate';
import { trainDomainModel } from './train-model';

export async function runQuality(dataDir: string): Promise<void> {
  const path = join(dataDir, 'domain/news.train.tsv');
  if (!existsSync(path)) {
    console.log(`domain: skipped, ${path} not found`);
    return;
  }
  const { train, heldBack } = splitHeldBack(parseDomainTsv(readFileSync(path, 'utf8')));
  const model = deserializeDomainModel(
    serializeDomainModel(trainDomainModel(train, { maxFeatures: 20_000 }), {}),
  );
  const e = evaluateDomainModel(model, heldBack);
  console.log(
    `domain held-back: accuracy ${(e.accuracy * 100).toFixed(2)}% (target >= 92%), macro-F1 ${e.macroF1.toFixed(3)} ` +
      `(target >= 0.88) on ${e.documents} documents (trained on ${train.length})`,
  );
  for (const l of e.perLabel) {
    console.log(
      `  ${l.label.padEnd(19)} P ${l.precision.toFixed(2)} R ${l.recall.toFixed(2)} F1 ${l.f1.toFixed(2)} n=${l.support}`,
    );
  }
}
