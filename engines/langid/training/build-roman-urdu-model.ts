// Builds engines/langid/data/roman-urdu-detector.json.gz: character 4-gram models of Roman
// Urdu and of English words, compared per word to tell Roman Urdu from English.
//
//   node --import tsx engines/langid/training/build-roman-urdu-model.ts \
//     [--roman-lexicon FILE]... [--roman-text FILE]... [--english-text FILE]... [--out FILE]
//
// Defaults: Roman Urdu from ../shared/data (Dakshina romanisation lexicon, RUHSOLD training
// tweets); English from Debian's /usr/share/common-licenses texts (present on every Debian)
// and, where installed, the section 1 manual pages (prose once roff requests are removed).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { optionValues } from '../../text/training/cli-options';
import { countCharNgrams } from '../char-ngram';
import { latinWords } from '../latin-words';

const DATA = resolve(process.cwd(), '../shared/data');
const ORDER = 4;

function readText(path: string): string {
  const raw = readFileSync(path);
  if (!path.endsWith('.gz')) return raw.toString('utf8');
  // Manual pages: drop roff requests (".TH", ".SH" ...) and font escapes (\fB, \fR).
  return gunzipSync(raw)
    .toString('utf8')
    .split('\n')
    .filter((l) => !l.startsWith('.') && !l.startsWith("'"))
    .join('\n')
    .replace(/\\f[A-Z(][A-Z]?/g, ' ')
    .replace(/\\[-(&e]\S?/g, ' ');
}

const MAN_PAGE_DIR = '/usr/share/man/man1';
const MAN_PAGE_BUDGET = 12_000_000;

function manPages(): string[] {
  if (!existsSync(MAN_PAGE_DIR)) return [];
  const out: string[] = [];
  let size = 0;
  // Every third page, so the budget spans the whole alphabet of command names.
  const pages = readdirSync(MAN_PAGE_DIR)
    .sort()
    .filter((f, i) => f.endsWith('.1.gz') && i % 3 === 0);
  for (const f of pages) {
    if (size > MAN_PAGE_BUDGET) break;
    const path = join(MAN_PAGE_DIR, f);
    const st = statSync(path);
    if (!st.isFile()) continue;
    size += st.size * 3;
    out.push(path);
  }
  return out;
}

function addText(counts: Map<string, number>, path: string): void {
  // Tab-separated rows (RUHSOLD: text TAB label) keep only their first column.
  for (const line of readText(path).split('\n')) {
    for (const w of latinWords(line.split('\t')[0] ?? '')) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
}

function addLexicon(counts: Map<string, number>, path: string): void {
  // Dakshina format: Urdu TAB roman TAB attestations.
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [, roman, n] = line.split('\t');
    for (const w of latinWords(roman ?? '')) counts.set(w, (counts.get(w) ?? 0) + (Number(n) || 1));
  }
}

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .map((f) => join(path, f))
    .filter((f) => statSync(f).isFile());
}

function main(): void {
  const romanLexicons = optionValues('roman-lexicon');
  const romanTexts = optionValues('roman-text');
  const englishTexts = optionValues('english-text');
  const roman = new Map<string, number>();
  for (const f of romanLexicons.length ? romanLexicons : [`${DATA}/roman/dakshina-lexicon.train.tsv`]) {
    if (existsSync(f)) addLexicon(roman, f);
  }
  for (const f of romanTexts.length
    ? romanTexts
    : [`${DATA}/profanity/ruhsold-roman-urdu/task_1_train.tsv`]) {
    if (existsSync(f)) addText(roman, f);
  }
  const english = new Map<string, number>();
  const englishDefault = ['/usr/share/common-licenses', ...manPages()];
  for (const f of (englishTexts.length ? englishTexts : englishDefault).flatMap(filesUnder)) {
    addText(english, f);
  }
  if (roman.size === 0 || english.size === 0) {
    console.log('langid: Roman Urdu or English training text not found; nothing built.');
    return;
  }
  const out = optionValues('out')[0] ?? resolve(import.meta.dirname, '../data/roman-urdu-detector.json.gz');
  const model = {
    version: 1,
    romanUrdu: countCharNgrams(roman, ORDER, 2),
    english: countCharNgrams(english, ORDER, 3),
  };
  const gz = gzipSync(JSON.stringify(model), { level: 9 });
  writeFileSync(out, gz);
  console.log(
    `langid: ${roman.size} Roman Urdu and ${english.size} English word types -> ${out} (${gz.length} bytes)`,
  );
}

main();
