/**
 * bench/text-linearity: does each text engine's cost grow linearly with its input? Every engine's
 * entry function runs on hostile single-token inputs (one long "word", one repeated letter, mixed
 * scripts, words without spaces, diacritics only, Roman letters) of 250 to 3,000 characters; the
 * table prints milliseconds per call and the heap growth during the call, and `x2` is the time at
 * 3,000 over the time at 1,500 characters: about 2 for a linear engine, 4 or 8 for a quadratic or
 * cubic one (small times are noisy: look at the ms column too).
 *
 * usage: node --import tsx bench/text-linearity.ts [engine ...] [--max=3000]
 *        (BENCH_CALL_BUDGET_MS, default 20000: a case whose call takes longer skips its larger sizes)
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { classifyDomain } from '../engines/domain';
import { extractKeywords } from '../engines/keywords';
import { urduShare } from '../engines/langid';
import { tagText } from '../engines/pos';
import { profanityScore } from '../engines/profanity';
import { transliterateText } from '../engines/roman';
import { checkSpelling, warmSpellChecker } from '../engines/spell';
import { stemText } from '../engines/stem';
import { compressiveSummary, extractiveSummary } from '../engines/summarize';
import { normalizeUrdu, splitSentences, tokenize } from '../engines/text';

// A full collection before each call, so the heap figure is what that call added.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

interface Engine {
  name: string;
  run: (text: string) => unknown;
  /** Roman-letter shapes instead of the Urdu ones (the transliterator reads Latin words only). */
  roman?: boolean;
}

const engines: Engine[] = [
  {
    name: 'text',
    run: (t) => [tokenize(normalizeUrdu(t)), splitSentences(t)],
  },
  { name: 'stemmer', run: (t) => stemText(t) },
  { name: 'spell', run: (t) => checkSpelling(t) },
  { name: 'keywords', run: (t) => extractKeywords(t, 5) },
  { name: 'postagger', run: (t) => tagText(t) },
  { name: 'domain', run: (t) => classifyDomain(t) },
  { name: 'extractive', run: (t) => extractiveSummary(t, 4) },
  { name: 'compressive', run: (t) => compressiveSummary(t, 4) },
  { name: 'langid', run: (t) => urduShare(t) },
  { name: 'profanity', run: (t) => profanityScore(t) },
  { name: 'roman', run: (t) => transliterateText(t), roman: true },
];

const URDU_LETTERS = 'ابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھءیے';
const DIACRITICS = '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670';

/** Each shape: a function of the length giving one hostile input. */
const urduShapes: Record<string, (n: number) => string> = {
  'one word': (n) => cycle(URDU_LETTERS, n, 7),
  'one letter': (n) => 'ب'.repeat(n),
  'mixed scripts': (n) => cycle(`ب1aپ٢bتcژ۳${'\u0915'}`, n, 1),
  'no spaces': (n) => cycle('پاکستانایکخوبصورتملکہےاورلوگمہماننوازہیں', n, 1),
  diacritics: (n) => cycle(DIACRITICS, n, 1),
  'letter+marks': (n) => cycle(`ب${DIACRITICS}`, n, 1),
  // Not single tokens: shapes that stress what runs per sentence, per clause or per run of spaces.
  'short sentences': (n) => distinctWords(n, '۔'),
  spaces: (n) => `ب${' '.repeat(Math.max(0, n - 2))}ب`,
  'one particle': (n) => 'بھی '.repeat(Math.ceil(n / 4)).slice(0, n),
  clauses: (n) => 'وہ یہاں آ گیا ہے اور '.repeat(Math.ceil(n / 21)).slice(0, n),
};

/** Two-letter words, all different, each followed by `after`, n characters in all. */
function distinctWords(n: number, after: string): string {
  const letters = [...URDU_LETTERS];
  let out = '';
  for (let i = 0; out.length < n; i++) {
    out += `${letters[i % letters.length]}${letters[Math.floor(i / letters.length) % letters.length]}${after}`;
  }
  return out.slice(0, n);
}

const romanShapes: Record<string, (n: number) => string> = {
  'roman word': (n) => cycle('abcdefghijklmnopqrstuvwxyz', n, 7),
  'one letter': (n) => 'a'.repeat(n),
  'no spaces': (n) => cycle('meranaamalihaiaurmainlahoremeinrehtahoon', n, 1),
};

/** n characters taken from `chars`, stepping by `step` (a stride that avoids short repeats). */
function cycle(chars: string, n: number, step: number): string {
  const list = [...chars];
  let out = '';
  for (let i = 0; out.length < n; i++) out += list[(i * step) % list.length];
  return out.slice(0, n);
}

const SIZES = [250, 500, 1000, 1500, 2000, 3000];
const budgetMs = Number(process.env.BENCH_CALL_BUDGET_MS ?? 20_000);

interface Figure {
  ms: number;
  heapMb: number;
}

/**
 * Best of three calls: the machine is shared. Each call gets its own variant of the input (the
 * last character changes), so an engine's per-word cache cannot answer the second and third.
 */
async function measure(run: (t: string) => unknown, text: string, variants: string): Promise<Figure> {
  let best: Figure | null = null;
  for (let k = 0; k < 3; k++) {
    const input = k === 0 ? text : text.slice(0, -1) + variants[k];
    gc();
    const before = process.memoryUsage().heapUsed;
    const start = performance.now();
    const result = run(input);
    if (result instanceof Promise) await result;
    const ms = performance.now() - start;
    const heapMb = (process.memoryUsage().heapUsed - before) / 2 ** 20;
    if (!best || ms < best.ms) best = { ms, heapMb };
    if (ms > budgetMs / 3) break;
  }
  return best!;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const max = Number(args.find((a) => a.startsWith('--max='))?.slice(6) ?? 3000);
  const only = args.filter((a) => !a.startsWith('--'));
  const sizes = SIZES.filter((s) => s <= max);
  warmSpellChecker();
  console.log(`ms per call (heap MB added) at ${sizes.join(', ')} characters; x2 = ms(3000) / ms(1500)`);
  for (const engine of engines) {
    if (only.length && !only.includes(engine.name)) continue;
    // The first call loads models and lexicons: not part of any figure.
    await engine.run(engine.roman ? 'mera naam' : 'پاکستان ایک ملک ہے۔');
    const shapes = engine.roman ? romanShapes : urduShapes;
    for (const [shape, make] of Object.entries(shapes)) {
      const cells: string[] = [];
      const ms = new Map<number, number>();
      for (const size of sizes) {
        const f = await measure(engine.run, make(size), engine.roman ? 'xyz' : 'ثجچ');
        ms.set(size, f.ms);
        cells.push(`${f.ms.toFixed(1)} (${f.heapMb.toFixed(1)})`.padStart(16));
        if (f.ms > budgetMs) {
          cells.push('  (over budget: larger sizes skipped)');
          break;
        }
      }
      const a = ms.get(1500);
      const b = ms.get(3000);
      const ratio = a && b ? (b / Math.max(a, 0.05)).toFixed(1) : '-';
      console.log(`${engine.name.padEnd(12)}${shape.padEnd(15)}${cells.join('')}  x2=${ratio}`);
    }
  }
}

await main();
