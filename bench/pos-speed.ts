/**
 * bench/pos-speed: CPU per call of the POS engine's tagText (#35), and a dump of its output over
 * the tagged data for before/after identity checks.
 *   npm run bench -- pos-speed                 CPU µs per call (BENCH_SECONDS=3 per case, after a
 *                                              warm-up): 1,000 and 3,000 characters of prose
 *                                              (bench/api-sizes.ts's article), 1,000-character
 *                                              paragraphs of the Wikipedia corpus (a different one
 *                                              each call, so new words as in real traffic; skipped
 *                                              without ../shared/data) and of random new words
 *   npx tsx bench/pos-speed.ts --dump FILE     tags every sentence of the POS data, the corpus
 *                                              and hostile shapes with both tagsets into FILE
 * POS_ENGINE=<path to an engines/pos/index.ts> runs another copy of the engine (e.g. a git
 * worktree of an older commit); POS_COMPARE=<another such path> loads that one too and alternates
 * blocks of ten calls between the two on the same texts, so that both see the same load (on a
 * shared machine the CPU per call moves with the load, less than wall time but still much).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { prose } from './urdu-prose';

type TagText = (text: string, options?: { tagset?: 'cle' | 'upos' }) => string;

const enginePath = resolve(
  process.env.POS_ENGINE ?? new URL('../engines/pos/index.ts', import.meta.url).pathname,
);
const { tagText } = (await import(pathToFileURL(enginePath).href)) as { tagText: TagText };
const comparePath = process.env.POS_COMPARE ? resolve(process.env.POS_COMPARE) : undefined;
const compareWith = comparePath
  ? ((await import(pathToFileURL(comparePath).href)) as { tagText: TagText }).tagText
  : undefined;
const DATA =
  process.env.ZUBAN_DATA_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../shared/data');

/** A deterministic generator, so every run (old engine or new) sees the same "random" text. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const URDU_LETTERS = 'ابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھءیےآ';

/** About n characters of words of 2-9 random Urdu letters: new to the model and to every cache. */
function randomWords(n: number, random: () => number): string {
  const words: string[] = [];
  let length = 0;
  while (length < n) {
    const size = 2 + Math.floor(random() * 8);
    let w = '';
    for (let k = 0; k < size; k += 1) w += URDU_LETTERS[Math.floor(random() * URDU_LETTERS.length)];
    words.push(w);
    length += w.length + 1;
  }
  return words.join(' ');
}

function hostileShapes(): string[] {
  const random = lcg(35);
  const long = 'ب'.repeat(3000);
  return [
    randomWords(1000, random),
    randomWords(3000, random),
    long,
    `${long} کے لیے ${long}`,
    '123 4567 2024 ۱۲۳۴ ۲۰۲۴ ٠١٢٣ 3.5 ۱۲٬۰۰۰ 12:30 1/2/2024 -5 99999999999999999999',
    'Pakistan کے Prime Minister نے PTI اور PMLN سے COVID-19 پر بات کی، e-mail: a@b.com https://x.y/z',
    'abc DEF GhI xyz123 123xyz اردوabc abcاردو',
    '!!! ؟؟ ... ،، ۔۔ «» () [] {} — – - _ * & ^ % $ # @',
    '',
    '   ',
    'ہے',
    'ا ب پ ت ٹ ث ج چ ح خ د ڈ ذ ر ڑ ز ژ س ش ص ض ط ظ ع غ ف ق ک گ ل م ن ں و ہ ھ ء ی ے',
    'کتاب\u200cخانہ مَیں نے کِتاب پڑھی ۔ ئے ۓ ؤ ۂ ۃ',
    prose(1000),
    prose(3000),
    Array.from({ length: 300 }, (_, i) => `لفظ${i}`).join(' '),
  ];
}

function cleSentences(): string[] {
  const out: string[] = [];
  let words: string[] = [];
  for (const line of readFileSync(`${DATA}/pos/cle-tagset.train.tsv`, 'utf8').split('\n')) {
    if (line.trim() === '') {
      if (words.length > 0) out.push(words.join(' '));
      words = [];
    } else words.push(line.split('\t')[0]!);
  }
  if (words.length > 0) out.push(words.join(' '));
  return out;
}

function udSentences(): string[] {
  return readFileSync(`${DATA}/pos/ud-urdu-udtb.dev.conllu`, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('# text = '))
    .map((l) => l.slice('# text = '.length));
}

function corpusSentences(): string[] {
  return readFileSync(`${DATA}/corpus/urdu-wikipedia-sentences.txt`, 'utf8').split('\n');
}

function dump(file: string): void {
  const texts = [...cleSentences(), ...udSentences(), ...corpusSentences(), ...hostileShapes()];
  // Also whole paragraphs (several sentences in one call), as clients send them.
  const corpus = corpusSentences();
  for (let i = 0; i + 8 <= 2000; i += 8) texts.push(corpus.slice(i, i + 8).join(' '));
  const lines: string[] = [];
  for (const text of texts) {
    lines.push(tagText(text, { tagset: 'cle' }));
    lines.push(tagText(text, { tagset: 'upos' }));
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`${texts.length} texts, ${lines.length} lines -> ${file}`);
}

/**
 * CPU µs per call of each engine on text(0), text(1), ... over `seconds`, after a warm-up: with
 * two engines, blocks of ten calls alternate between them, each engine given the same texts.
 */
function cpuPerCall(engines: TagText[], text: (i: number) => string, seconds: number): number[] {
  for (const tag of engines) for (let k = 0; k < 50; k += 1) tag(text(k));
  const used = engines.map(() => 0);
  const until = Date.now() + seconds * engines.length * 1000;
  let calls = 0;
  while (Date.now() < until) {
    engines.forEach((tag, e) => {
      const start = process.cpuUsage();
      for (let k = 0; k < 10; k += 1) tag(text(50 + calls + k));
      const cpu = process.cpuUsage(start);
      used[e]! += cpu.user + cpu.system;
    });
    calls += 10;
  }
  return used.map((us) => us / calls);
}

/** Consecutive corpus sentences cut into paragraphs of at most n characters at a word boundary. */
function corpusParagraphs(n: number): string[] {
  const out: string[] = [];
  let paragraph = '';
  for (const word of corpusSentences().join(' ').split(' ')) {
    if (paragraph.length + word.length + 1 > n) {
      out.push(paragraph);
      paragraph = '';
    }
    paragraph = paragraph === '' ? word : `${paragraph} ${word}`;
  }
  return out;
}

function bench(): void {
  const seconds = Number(process.env.BENCH_SECONDS ?? 3);
  const random = lcg(1);
  // Fresh random words each call: the per-word caches never help, as with a text of new words.
  const randomTexts = Array.from({ length: 2000 }, () => randomWords(1000, random));
  // Real prose that does not repeat: each call a different paragraph of the corpus (3,400 of them).
  const paragraphs = existsSync(`${DATA}/corpus`) ? corpusParagraphs(1000) : [];
  const p1000 = prose(1000);
  const p3000 = prose(3000);
  type Case = [string, (i: number) => string];
  const wikipedia: Case[] = [
    ['Wikipedia paragraphs, 1,000 characters', (i) => paragraphs[i % paragraphs.length]!],
  ];
  const cases: Case[] = [
    ['prose, 1,000 characters', () => p1000],
    ['prose, 3,000 characters', () => p3000],
    ...(paragraphs.length > 0 ? wikipedia : []),
    ['random new words, 1,000 characters', (i) => randomTexts[i % randomTexts.length]!],
  ];
  const engines = compareWith ? [tagText, compareWith] : [tagText];
  console.log(`engine: ${enginePath}${comparePath ? `\ncompared with: ${comparePath}` : ''}`);
  for (const [label, text] of cases) {
    const [us, other] = cpuPerCall(engines, text, seconds);
    const versus =
      other === undefined ? '' : ` vs ${other.toFixed(0).padStart(7)} (x${(other / us!).toFixed(2)})`;
    console.log(`${label.padEnd(40)} ${us!.toFixed(0).padStart(7)}${versus} µs CPU per call`);
  }
}

const at = process.argv.indexOf('--dump');
if (at >= 0) dump(process.argv[at + 1] ?? '/tmp/pos-before.txt');
else bench();
