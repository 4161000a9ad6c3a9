// Builds engines/roman/data/compounds.json.gz: Urdu word pairs that people type as one Roman
// token ("zindabad" for زندہ باد, "islamabad" for اسلام آباد), counted in running Urdu text.
//
//   node --import tsx engines/roman/training/build-compounds.ts \
//     [--corpus FILE] [--exclude-sentences FILE] [--min-count 3] [--out FILE]
//
// A pair is kept when it occurs at least --min-count times and more often than the two words
// written together as one (so جاتا, not جا تا, and کیلئے stay whole), and COMMON_PHRASES always.
// Defaults: the Wikipedia
// corpus of ../shared/data minus the Dakshina dev sentences (the quality script's text).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { normalizeUrdu } from '../../text/index';
import { optionValues } from '../../text/training/cli-options';
import type { CompoundData } from '../compounds';
import { DATA } from './sources';
import { readSentenceSet } from './vocabulary';

const URDU_WORD = /^[\u0600-\u06ff]{2,}$/;

/**
 * Two-word greetings, slogans and set phrases that people type as one Roman token ("zindabad",
 * "khushamdeed", "assalamualaikum") but that encyclopaedic text rarely holds: added with
 * COMMON_PHRASE_COUNT whatever the corpus says.
 */
export const COMMON_PHRASES = [
  'زندہ باد',
  'مردہ باد',
  'خوش آمدید',
  'السلام علیکم',
  'وعلیکم السلام',
  'ماشاء اللہ',
  'جزاک اللہ',
  'الحمد للہ',
  'سبحان اللہ',
  'خدا حافظ',
  'اللہ حافظ',
  'شب بخیر',
  'صبح بخیر',
  'سال گرہ',
  'خوش قسمت',
  'بد قسمت',
];
const COMMON_PHRASE_COUNT = 10;

/** Words of each stretch of a line between punctuation and digits: no pair spans a comma. */
function stretches(line: string): string[][] {
  return normalizeUrdu(line, { stripDiacritics: true })
    .split(/[\p{P}\p{S}\d]+/u)
    .map((s) => s.split(/\s+/).filter(Boolean));
}

export function countCompounds(lines: Iterable<string>, minCount: number): CompoundData {
  const words = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (const line of lines) {
    for (const ws of stretches(line)) {
      ws.forEach((w, i) => {
        words.set(w, (words.get(w) ?? 0) + 1);
        const next = ws[i + 1];
        if (next && URDU_WORD.test(w) && URDU_WORD.test(next)) {
          const key = `${w} ${next}`;
          pairs.set(key, (pairs.get(key) ?? 0) + 1);
        }
      });
    }
  }
  const phrases = new Set(COMMON_PHRASES.map((p) => normalizeUrdu(p, { stripDiacritics: true })));
  for (const phrase of phrases) pairs.set(phrase, Math.max(COMMON_PHRASE_COUNT, pairs.get(phrase) ?? 0));
  const compounds: string[] = [];
  for (const [pair, n] of pairs) {
    if (phrases.has(pair)) {
      compounds.push(`${pair}\t${n}`);
      continue;
    }
    if (n >= minCount && n > (words.get(pair.replace(' ', '')) ?? 0)) compounds.push(`${pair}\t${n}`);
  }
  return { version: 1, compounds: compounds.sort() };
}

function main(): void {
  const corpus = optionValues('corpus')[0] ?? `${DATA}/corpus/urdu-wikipedia-sentences.txt`;
  if (!existsSync(corpus)) {
    console.log(`roman: corpus ${corpus} not found; nothing built (pass --corpus FILE).`);
    return;
  }
  const exclude = readSentenceSet(
    optionValues('exclude-sentences')[0] ?? `${DATA}/roman/dakshina-sentences.dev.tsv`,
  );
  const lines = readFileSync(corpus, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !exclude.has(l.trim()));
  const data = countCompounds(lines, Number(optionValues('min-count')[0] ?? 3));
  const out = optionValues('out')[0] ?? resolve(import.meta.dirname, '../data/compounds.json.gz');
  const gz = gzipSync(JSON.stringify(data), { level: 9 });
  writeFileSync(out, gz);
  console.log(
    `roman: ${data.compounds.length} word pairs from ${lines.length} lines -> ${out} (${gz.length} bytes)`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
