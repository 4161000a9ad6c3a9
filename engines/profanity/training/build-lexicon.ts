// Builds engines/profanity/data/profanity-lexicon.json.
//
//   node --import tsx engines/profanity/training/build-lexicon.ts \
//     [--train FILE] [--abusive-label 0] [--urdu-lexicon FILE] [--urdu-targets FILE]
//     [--not-profane FILE] [--word-frequencies FILE] [--urdu-counts FILE] [--out FILE]
//
// Roman Urdu: from labelled texts (text TAB label; default RUHSOLD task 1 train, where 0 is
// abusive/offensive), every word seen in at least MIN_ABUSIVE abusive texts whose smoothed
// P(abusive | word) reaches MIN_PROBABILITY is listed with weight (P - p0) / (1 - p0), p0 being
// the abusive share of the training texts. Urdu script: the hand-written lexicon
// (data/urdu-lexicon.tsv, inflected by rule) and target words (data/urdu-targets.txt); careless
// spellings are added unless they are common words of ../shared/data/lexicon/unilex-ur-frequency.txt
// (training/spelling-variants.ts), and the hand weights are raised where RUHSOLD train, written in
// Urdu script, shows a line is more abusive than its hand weight says (data/urdu-hit-counts.tsv,
// made by training/count-urdu-hits.ts; training/learnt-weights.ts). Words in data/not-profane.txt
// (identity groups, names, function words) are never listed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { optionValues } from '../../text/training/cli-options';
import type { ProfanityLexiconData } from '../lexicon';
import { romanKey, urduKey } from '../word-keys';
import { calibrate, MIN_ABUSIVE, readCounts, SMOOTHING } from './learnt-weights';
import {
  addSpellingVariants,
  COMMON_WORD_COUNT,
  readFrequencies,
  reportCommonInflections,
} from './spelling-variants';
import { readNotProfane, readUrduLexicon } from './urdu-entries';

const MIN_PROBABILITY = 0.8;

const here = import.meta.dirname;

function learnRoman(
  trainPath: string,
  abusiveLabel: string,
  exclude: ReadonlySet<string>,
): Record<string, number> {
  const abusive = new Map<string, number>();
  const normal = new Map<string, number>();
  let nAbusive = 0;
  let n = 0;
  for (const line of readFileSync(trainPath, 'utf8').split('\n')) {
    const tab = line.lastIndexOf('\t');
    if (tab < 0) continue;
    const isAbusive = line.slice(tab + 1).trim() === abusiveLabel;
    const words = new Set(line.slice(0, tab).split(/\s+/).map(romanKey).filter(Boolean));
    const into = isAbusive ? abusive : normal;
    for (const w of words) into.set(w, (into.get(w) ?? 0) + 1);
    n++;
    if (isAbusive) nAbusive++;
  }
  const p0 = nAbusive / n;
  const out: Record<string, number> = {};
  for (const [w, a] of abusive) {
    if (a < MIN_ABUSIVE || w.length < 2 || exclude.has(w)) continue;
    const p = (a + SMOOTHING * p0) / (a + (normal.get(w) ?? 0) + SMOOTHING);
    if (p >= MIN_PROBABILITY) out[w] = Math.round(((p - p0) / (1 - p0)) * 100) / 100;
  }
  console.log(
    `profanity: ${n} training texts, ${(100 * p0).toFixed(1)}% abusive, ${Object.keys(out).length} Roman Urdu words`,
  );
  return out;
}

function readTargets(path: string, exclude: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('#')) continue;
    for (const w of line.split(/\s+/).filter(Boolean)) if (!exclude.has(urduKey(w))) out.add(urduKey(w));
  }
  return [...out];
}

function main(): void {
  const train =
    optionValues('train')[0] ??
    resolve(process.cwd(), '../shared/data/profanity/ruhsold-roman-urdu/task_1_train.tsv');
  if (!existsSync(train)) {
    console.log(`profanity: ${train} not found; nothing built (pass --train FILE).`);
    return;
  }
  const notProfane = readNotProfane(
    optionValues('not-profane')[0] ?? resolve(here, '../data/not-profane.txt'),
  );
  const urdu = readUrduLexicon(
    optionValues('urdu-lexicon')[0] ?? resolve(here, '../data/urdu-lexicon.tsv'),
    notProfane.urdu,
  );
  const freq = readFrequencies(
    optionValues('word-frequencies')[0] ??
      resolve(process.cwd(), '../shared/data/lexicon/unilex-ur-frequency.txt'),
  );
  if (freq) {
    reportCommonInflections(urdu, freq, COMMON_WORD_COUNT);
    console.log(
      `profanity: ${addSpellingVariants(urdu, freq, COMMON_WORD_COUNT)} Urdu-script spelling variants`,
    );
  }
  const learntPath = optionValues('urdu-counts')[0] ?? resolve(here, '../data/urdu-hit-counts.tsv');
  const counts = readCounts(learntPath);
  if (counts)
    console.log(`profanity: ${calibrate(urdu, counts, freq)} Urdu-script lines raised by ${learntPath}`);
  else console.log(`profanity: ${learntPath} not found; hand weights kept.`);
  const lexicon: ProfanityLexiconData = {
    version: 2,
    roman: learnRoman(train, optionValues('abusive-label')[0] ?? '0', notProfane.roman),
    urdu: Object.fromEntries([...urdu].map(([key, entry]) => [key, entry.weights])),
    urduTargets: readTargets(
      optionValues('urdu-targets')[0] ?? resolve(here, '../data/urdu-targets.txt'),
      notProfane.urdu,
    ),
  };
  const out = optionValues('out')[0] ?? resolve(here, '../data/profanity-lexicon.json');
  writeFileSync(out, `${JSON.stringify(lexicon, null, 0)}\n`);
  console.log(`profanity: ${Object.keys(lexicon.urdu).length} Urdu-script entries -> ${out}`);
}

main();
