/**
 * Text engines speed: words per second of each engine on this machine, one row per named case.
 * Input: the held-out tenth of ../shared/data/corpus (sentences the spell lexicon never saw), or a
 * built-in Urdu paragraph when the data is absent. Each case runs for at least MIN_SECONDS after a
 * warm-up (lexicons loaded). Add an engine: one entry in `cases`.
 *
 * usage: node --import tsx bench/text-engines.ts [case-name ...]
 */
import { existsSync, readFileSync } from 'node:fs';
import { extractKeywords } from '../engines/keywords';
import { urduShare } from '../engines/langid';
import { profanityScore } from '../engines/profanity';
import { transliterateText } from '../engines/roman';
import { checkSpelling, warmSpellChecker } from '../engines/spell';
import { CORPUS_FILE, isHeldOut } from '../engines/spell/training/corpus-split';
import { stemText } from '../engines/stem';
import { normalizeUrdu, wordTokens } from '../engines/text';

export interface BenchCase {
  name: string;
  /** words/s the engine should reach; null when there is no target */
  target: number | null;
  /** Run once before timing (load models and lexicons). */
  warm?: () => void | Promise<void>;
  /** Processes one text (a tool request: up to a few sentences); may return a promise. */
  run: (text: string) => unknown;
  /** Inputs of its own (Roman Urdu for the transliterator) instead of the Urdu corpus texts. */
  texts?: () => string[];
}

const cases: BenchCase[] = [
  { name: 'normalise+tokenise', target: 100_000, run: (t) => wordTokens(normalizeUrdu(t)) },
  { name: 'stemmer', target: 100_000, run: (t) => stemText(t) },
  { name: 'spell checker', target: 20_000, warm: warmSpellChecker, run: (t) => checkSpelling(t) },
  { name: 'keywords (5)', target: null, run: (t) => extractKeywords(t, 5) },
  { name: 'langid', target: null, run: (t) => urduShare(t) },
  { name: 'profanity', target: null, run: (t) => profanityScore(t) },
  // Requests are at most 100 characters; repeated words hit the engine's per-word cache.
  { name: 'roman', target: null, texts: romanTexts, run: (t) => transliterateText(t) },
];

/** Roman Urdu inputs: the romanised side of the Dakshina dev sentences, cut to 100 characters. */
function romanTexts(): string[] {
  const path = '../shared/data/roman/dakshina-sentences.dev.tsv';
  if (!existsSync(path))
    return Array.from({ length: 50 }, () => 'mera naam Ali hai aur main Lahore mein rehta hoon');
  return readFileSync(path, 'utf8')
    .split('\n')
    .slice(0, 200)
    .map((l) => (l.split('\t')[1] ?? '').slice(0, 100).replace(/\s+\S*$/, ''))
    .filter(Boolean);
}

const MIN_SECONDS = 1;
const FALLBACK =
  'پاکستان جنوبی ایشیا کا ایک ملک ہے۔ اس کا دارالحکومت اسلام آباد ہے اور سب سے بڑا شہر کراچی ہے۔ ' +
  'اردو قومی زبان ہے جبکہ انگریزی بھی سرکاری زبان کے طور پر استعمال ہوتی ہے۔';

function inputTexts(): string[] {
  const path = `../shared/data/${CORPUS_FILE}`;
  if (!existsSync(path)) return Array.from({ length: 200 }, () => FALLBACK);
  const held = readFileSync(path, 'utf8')
    .split('\n')
    .filter((s, i) => isHeldOut(i) && s.trim());
  // Tool requests are short texts: five sentences each.
  const texts: string[] = [];
  for (let i = 0; i < held.length; i += 5) texts.push(held.slice(i, i + 5).join(' '));
  return texts;
}

/** Words per second of wall time and of this process's CPU time (the machine is often shared). */
async function measure(
  c: BenchCase,
  texts: string[],
  words: number[],
): Promise<{ wall: number; cpu: number }> {
  await c.warm?.();
  for (const t of texts.slice(0, 20)) await c.run(t);
  let done = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  let elapsed = 0;
  for (let i = 0; elapsed < MIN_SECONDS * 1000 || i < texts.length; i++) {
    const k = i % texts.length;
    const result = c.run(texts[k]!);
    if (result instanceof Promise) await result;
    done += words[k]!;
    elapsed = performance.now() - start;
    if (i >= texts.length && elapsed >= MIN_SECONDS * 1000) break;
  }
  const cpu = process.cpuUsage(cpuStart);
  return { wall: done / (elapsed / 1000), cpu: done / ((cpu.user + cpu.system) / 1e6) };
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const texts = inputTexts();
  const words = texts.map((t) => wordTokens(t).length);
  const total = words.reduce((a, b) => a + b, 0);
  console.log(`input: ${texts.length} texts, ${total} words`);
  const n = (x: number) => Math.round(x).toLocaleString('en');
  const head = `${'case'.padEnd(22)}${'words/s'.padStart(12)}${'per CPU s'.padStart(12)}${'target'.padStart(12)}`;
  console.log(`${head}  ok`);
  for (const c of cases) {
    if (only.length && !only.includes(c.name)) continue;
    const own = c.texts?.();
    const { wall, cpu } = own
      ? await measure(
          c,
          own,
          own.map((t) => wordTokens(t).length),
        )
      : await measure(c, texts, words);
    const ok = c.target === null ? '' : wall >= c.target ? 'yes' : 'NO';
    const target = c.target === null ? '-' : n(c.target);
    console.log(
      `${c.name.padEnd(22)}${n(wall).padStart(12)}${n(cpu).padStart(12)}${target.padStart(12)}  ${ok}`,
    );
  }
}

await main();
