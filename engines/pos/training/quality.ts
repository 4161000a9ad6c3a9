// `npm run quality -- pos`: 10-fold cross-validation on the CLE training file (each fold's
// model goes through the committed file format, so pruning is measured too), and UPOS
// accuracy of the committed model + mapping on the UD Urdu dev file.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseWords } from '../lexicon';
import { loadTaggerModel } from '../load-model';
import { tagWords } from '../tagger';
import { cleToUpos } from '../upos';
import { parseTaggedTsv } from './corpus';
import { crossValidate } from './cross-validate';
import { DEFAULT_NET_WEIGHT } from './train-model';
import { corpusVocabulary, textSentences } from './vocabulary';

function parseConlluUpos(text: string): { words: string[]; upos: string[] }[] {
  const sentences: { words: string[]; upos: string[] }[] = [];
  let words: string[] = [];
  let upos: string[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      if (words.length > 0) sentences.push({ words, upos });
      words = [];
      upos = [];
      continue;
    }
    if (line.startsWith('#')) continue;
    const cols = line.split('\t');
    if (cols.length < 4 || cols[0]!.includes('-') || cols[0]!.includes('.')) continue;
    words.push(cols[1]!);
    upos.push(cols[3]!);
  }
  if (words.length > 0) sentences.push({ words, upos });
  return sentences;
}

function pct(x: number): string {
  return `${(x * 100).toFixed(2)}%`;
}

export async function runQuality(dataDir: string): Promise<void> {
  const clePath = join(dataDir, 'pos/cle-tagset.train.tsv');
  if (!existsSync(clePath)) {
    console.log(`pos: skipped, ${clePath} not found`);
    return;
  }
  const sentences = parseTaggedTsv(readFileSync(clePath, 'utf8'));
  // POS_FOLDS=0 skips the cross-validation (minutes on a shared machine) and measures UPOS only.
  const folds = Number(process.env.POS_FOLDS ?? 10);
  // The lexicon covers only the training file's own words, so unknown words in each
  // held-out fold get Apertium classes exactly as a word outside the model's vocabulary would.
  if (folds >= 2) {
    let lexicon = new Map<string, string>();
    try {
      lexicon = analyseWords(corpusVocabulary(sentences));
    } catch (error) {
      console.log(`pos: ${(error as Error).message}; cross-validating without lexicon classes`);
    }
    const started = Date.now();
    // POS_DIRECTIONS=2 adds the right-to-left pass (measured 2026-11-23, not shipped).
    const bidirectional = process.env.POS_DIRECTIONS === '2';
    // POS_NET_WEIGHT=0 measures the perceptron alone. The network's word vectors are trained,
    // per fold, on the Wikipedia sentences and the fold's training words, as train.ts does.
    const netWeight = Number(process.env.POS_NET_WEIGHT ?? DEFAULT_NET_WEIGHT);
    const wikiPath = join(dataDir, 'corpus/urdu-wikipedia-sentences.txt');
    const vectorText =
      netWeight > 0 && existsSync(wikiPath) ? textSentences(readFileSync(wikiPath, 'utf8')) : undefined;
    const cv = crossValidate(sentences, folds, lexicon, { bidirectional, netWeight, vectorText });
    const setup = `${bidirectional ? 'both directions' : 'left-to-right'}${netWeight > 0 ? ` + window net x${netWeight}${vectorText ? ' with word vectors' : ''}` : ''}`;
    console.log(
      `pos CLE ${folds}-fold CV (${setup}): accuracy ${pct(cv.accuracy)} over ${cv.tokens} tokens ` +
        `(unknown words ${pct(cv.unknownAccuracy)} of ${cv.unknownTokens}; folds ` +
        `${cv.foldAccuracies.map((a) => (a * 100).toFixed(1)).join(' ')}) target >= 94% [${((Date.now() - started) / 1000).toFixed(0)} s]`,
    );
  }

  const udPath = join(dataDir, 'pos/ud-urdu-udtb.dev.conllu');
  if (!existsSync(udPath)) {
    console.log(`pos UPOS: skipped, ${udPath} not found`);
    return;
  }
  const model = loadTaggerModel();
  let tokens = 0;
  let correct = 0;
  for (const s of parseConlluUpos(readFileSync(udPath, 'utf8'))) {
    const tags = tagWords(model, s.words);
    s.words.forEach((w, i) => {
      tokens += 1;
      if (cleToUpos(w, tags[i]!, s.words[i - 1]) === s.upos[i]) correct += 1;
    });
  }
  console.log(
    `pos UPOS (committed CLE model + mapping) on UD_Urdu-UDTB dev: ${pct(correct / tokens)} of ${tokens} tokens`,
  );
}
