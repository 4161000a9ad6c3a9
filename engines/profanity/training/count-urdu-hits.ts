// Writes data/urdu-hit-counts.tsv, which build-lexicon.ts uses to calibrate the Urdu-script
// weights (training/learnt-weights.ts): RUHSOLD task 1 train is Roman Urdu, so each tweet is first
// written in Urdu script by engines/roman, then the tweets that hit each line of
// data/urdu-lexicon.tsv are counted, abusive and normal apart. Run it again after editing the
// lexicon lines (lines it has not counted keep their hand weights), then build-lexicon.ts.
//
//   node --import tsx engines/profanity/training/count-urdu-hits.ts \
//     [--train FILE] [--abusive-label 0] [--transliterated FILE] [--out FILE]
//
// --transliterated FILE keeps the Urdu-script tweets (text TAB label): read when it exists,
// written otherwise (transliterating 7,209 tweets takes about ten CPU minutes).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { optionValues } from '../../text/training/cli-options';
import { countLineHits, formatCounts } from './learnt-weights';
import { addSpellingVariants, COMMON_WORD_COUNT, readFrequencies } from './spelling-variants';
import { transliteratedRows } from './transliterated-rows';
import { readNotProfane, readUrduLexicon } from './urdu-entries';

const here = import.meta.dirname;

function main(): void {
  const train =
    optionValues('train')[0] ??
    resolve(process.cwd(), '../shared/data/profanity/ruhsold-roman-urdu/task_1_train.tsv');
  const cache = optionValues('transliterated')[0];
  const rows = transliteratedRows(train, cache);
  if (!rows) {
    console.log(`profanity: ${train} not found; nothing counted (pass --train FILE).`);
    return;
  }
  const abusiveLabel = optionValues('abusive-label')[0] ?? '0';
  const notProfane = readNotProfane(resolve(here, '../data/not-profane.txt'));
  const entries = readUrduLexicon(resolve(here, '../data/urdu-lexicon.tsv'), notProfane.urdu);
  const freq = readFrequencies(resolve(process.cwd(), '../shared/data/lexicon/unilex-ur-frequency.txt'));
  if (freq) addSpellingVariants(entries, freq, COMMON_WORD_COUNT);
  const counts = countLineHits(
    rows.map((r) => ({ text: r.text, abusive: r.label === abusiveLabel })),
    entries,
  );
  const out = optionValues('out')[0] ?? resolve(here, '../data/urdu-hit-counts.tsv');
  writeFileSync(out, formatCounts(counts));
  console.log(`profanity: ${counts.lines.size} lexicon lines hit in ${counts.texts} texts -> ${out}`);
}

main();
