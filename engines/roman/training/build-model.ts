// Builds engines/roman/data/roman-model.json.gz from a romanisation lexicon
// (Urdu TAB roman TAB count, Dakshina format) and Urdu word frequencies.
//
//   node --import tsx engines/roman/training/build-model.ts \
//     [--lexicon FILE] [--frequency FILE]... [--wordlist FILE]... [--corpus FILE] \
//     [--exclude-sentences FILE] [--order 3] [--weighting attested|uniform] [--em-cache FILE] [--out FILE]
//
// --weighting uniform counts every (word, romanisation) pair once for the n-gram model instead
// of by its attestations; --em-cache keeps the EM alignment model so re-counting is quick.
//
// Defaults read ../shared/data (see docs/models.md); an operator can pass their own files.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { optionValues } from '../../text/training/cli-options';
import { buildModelData } from './model-data';
import { externalWordCounts, trainingLexicon } from './sources';

function main(): void {
  const lexicon = trainingLexicon();
  if (!lexicon) return;
  const { pairs } = lexicon;
  const out = optionValues('out')[0] ?? resolve(import.meta.dirname, '../data/roman-model.json.gz');
  console.log(`roman: ${pairs.length} lexicon pairs from ${lexicon.path}`);
  const model = buildModelData(pairs, externalWordCounts(), {
    order: Number(optionValues('order')[0] ?? 3),
    uniform: optionValues('weighting')[0] === 'uniform',
    emCache: optionValues('em-cache')[0],
  });
  const gz = gzipSync(JSON.stringify(model), { level: 9 });
  writeFileSync(out, gz);
  console.log(
    `roman: ${model.graphones.length} graphones, ${model.words.length} words -> ${out} (${gz.length} bytes)`,
  );
}

main();
