/**
 * Trains the POS model and writes engines/pos/data/cle-perceptron.json.
 *   npm run -w @zuban/engines train:pos -- [--corpus file.tsv] [--vocab text.txt] [--out model.json] [--epochs 5] [--ensemble 3] [--directions 1]
 * --corpus: word TAB tag, blank line between sentences (default: the CLE file in ../shared/data,
 * whose text origin is undocumented; an operator may train on their own tagged corpus).
 * --vocab: plain text whose words (seen twice or more) get Apertium classes baked into the model.
 * --directions: 1 (default) the left-to-right tagger alone; 2 adds a right-to-left tagger whose
 * scores are summed with it (+0.12 in 10-fold CV, twice the file, half the speed: not shipped).
 * --net-weight: weight of the window network (window-net.ts) added to the perceptron; 0 trains
 * none. Its fixed word vectors are trained on the --vocab text and the corpus's words.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { analyseWords } from '../lexicon';
import { serializeModel } from '../model-file';
import { parseTaggedTsv } from './corpus';
import { DEFAULT_MARGIN, DEFAULT_NET_WEIGHT, trainTagger } from './train-model';
import { corpusVocabulary, textSentences, textVocabulary } from './vocabulary';

const here = dirname(fileURLToPath(import.meta.url));
const shared = resolve(here, '../../../../shared/data');
const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: resolve(shared, 'pos/cle-tagset.train.tsv') },
    vocab: { type: 'string', default: resolve(shared, 'corpus/urdu-wikipedia-sentences.txt') },
    out: { type: 'string', default: resolve(here, '../data/cle-perceptron.json') },
    epochs: { type: 'string', default: '5' },
    ensemble: { type: 'string', default: '3' },
    margin: { type: 'string', default: String(DEFAULT_MARGIN) },
    directions: { type: 'string', default: '1' },
    'net-weight': { type: 'string', default: String(DEFAULT_NET_WEIGHT) },
  },
});

if (!existsSync(values.corpus)) {
  console.log(`POS training skipped: ${values.corpus} not found (pass --corpus <word TAB tag file>)`);
  process.exit(0);
}
const sentences = parseTaggedTsv(readFileSync(values.corpus, 'utf8'));
const words = corpusVocabulary(sentences);
const vocabText = existsSync(values.vocab) ? readFileSync(values.vocab, 'utf8') : '';
for (const w of textVocabulary(vocabText, 2)) words.add(w);
const netWeight = Number(values['net-weight']);
const lexicon = analyseWords(words);
const started = Date.now();
const model = trainTagger(sentences, lexicon, {
  epochs: Number(values.epochs),
  ensemble: Number(values.ensemble),
  margin: Number(values.margin),
  bidirectional: values.directions === '2',
  netWeight,
  vectorText: vocabText ? textSentences(vocabText) : undefined,
});
const file = serializeModel(model, {
  corpus: values.corpus.replace(`${shared}/`, '../shared/data/'),
  sentences: sentences.length,
  tokens: sentences.reduce((n, s) => n + s.words.length, 0),
  lexicon: 'apertium-urd (Debian) urd.automorf.bin',
  epochs: Number(values.epochs),
  ensemble: Number(values.ensemble),
  margin: Number(values.margin),
  directions: values.directions === '2' ? 2 : 1,
  netWeight,
  ...(model.net
    ? {
        net: `window network, ${model.net.dim}-wide embeddings, ${model.net.hidden} hidden units`,
        wordVectors: vocabText
          ? `skip-gram on ${values.vocab.replace(`${shared}/`, '../shared/data/')} and the corpus words`
          : 'none',
      }
    : {}),
});
const json = JSON.stringify(file);
writeFileSync(values.out, json);
console.log(
  `POS model: ${sentences.length} sentences, ${Object.keys(file.weights).length} features, ` +
    `${lexicon.size} lexicon words, ${(json.length / 1e6).toFixed(2)} MB -> ${values.out} (${Date.now() - started} ms)`,
);
