/**
 * bench/pos-domain-summary: throughput of the POS tagger (tokens/s), domain identification
 * (documents/s) and summarization (summaries/s on a 3000-character input), one core, models
 * already loaded (the first call, which parses the model files, is timed separately).
 *   npx tsx bench/pos-domain-summary.ts        (BENCH_SECONDS=3 per figure)
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { classifyDomain } from '../engines/domain';
import { tagTokens } from '../engines/pos';
import { abstractiveSummary, extractiveSummary } from '../engines/summarize';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);

const SENTENCES = [
  'وفاقی حکومت نے آئندہ مالی سال کے بجٹ میں ترقیاتی منصوبوں کے لیے اضافی رقم مختص کرنے کا فیصلہ کیا ہے۔',
  'محکمہ موسمیات کے مطابق ملک کے بیشتر علاقوں میں آئندہ چند روز تک موسم گرم اور خشک رہے گا۔',
  'پاکستان کرکٹ ٹیم نے دوسرے ون ڈے میچ میں سری لنکا کو پانچ وکٹوں سے شکست دے کر سیریز برابر کر دی۔',
  'وزیر اعلیٰ نے کہا کہ صوبے کے تمام ہسپتالوں میں مفت ادویات کی فراہمی یقینی بنائی جائے گی، جبکہ نئے ڈاکٹر بھی بھرتی کیے جائیں گے۔',
  'سٹاک ایکسچینج میں کاروبار کے دوران انڈیکس میں چار سو پوائنٹس کا اضافہ ہوا اور سرمایہ کاروں کا اعتماد بحال رہا۔',
  'ماہرین کا کہنا ہے کہ موسمیاتی تبدیلی کے باعث شمالی علاقوں میں گلیشیئر تیزی سے پگھل رہے ہیں۔',
];

/** Sentences repeated up to (not over) the given length in characters. */
function textOf(chars: number): string {
  let text = '';
  for (let i = 0; ; i += 1) {
    const next = `${text}${text ? ' ' : ''}${SENTENCES[i % SENTENCES.length]}`;
    if (next.length > chars) return text;
    text = next;
  }
}

/**
 * Calls per second of this process's CPU time (user + system). On the shared 2-core machine
 * wall-clock rates swing with everyone else's load; CPU time is what one free core would give.
 * The wall-clock rate is printed beside it.
 */
async function rate(work: () => unknown | Promise<unknown>): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let n = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  while (performance.now() < end) {
    await work();
    n += 1;
  }
  const cpu = process.cpuUsage(cpuStart);
  const wall = n / ((performance.now() - start) / 1000);
  lastWallRate = wall;
  return n / ((cpu.user + cpu.system) / 1e6);
}
let lastWallRate = 0;
const wall = (perCall = 1) => `[wall clock ${Math.round(lastWallRate * perCall).toLocaleString('en')}]`;

function firstCall(label: string, work: () => unknown): void {
  const start = performance.now();
  work();
  console.log(`${label} first call (loads the model): ${(performance.now() - start).toFixed(0)} ms`);
}

const input3000 = textOf(3000);
firstCall('pos', () => tagTokens('آزمائش'));
firstCall('domain', () => classifyDomain('آزمائش'));
firstCall('summarize', () => extractiveSummary('آزمائش۔'));
const tokens = tagTokens(input3000).length;
console.log(`rates per CPU-second of this process (load average now ${loadavg()[0]!.toFixed(1)})`);

const tagCalls = await rate(() => tagTokens(input3000));
console.log(
  `pos tagger, one text again and again: ${Math.round(tagCalls * tokens).toLocaleString('en')} tokens/s (${tokens}-token inputs, target >= 50,000) ${wall(tokens)}`,
);
// Fresh text each call (the tagger caches per-word scores, so repeats flatter it).
const corpusPath = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../shared/data/corpus/urdu-wikipedia-sentences.txt',
);
if (existsSync(corpusPath)) {
  const corpus = readFileSync(corpusPath, 'utf8');
  const chunks: string[] = [];
  for (let at = 0; at + 3000 <= corpus.length && chunks.length < 1000; at += 3000)
    chunks.push(corpus.slice(at, at + 3000));
  const counts = chunks.map((c) => tagTokens(c).length);
  let k = 0;
  let tagged = 0;
  const freshCalls = await rate(() => {
    tagged += counts[k % chunks.length]!;
    return tagTokens(chunks[k++ % chunks.length]!);
  });
  const perCall = tagged / k;
  console.log(
    `pos tagger, fresh Wikipedia text: ${Math.round(freshCalls * perCall).toLocaleString('en')} tokens/s (${chunks.length} different 3000-character inputs) ${wall(perCall)}`,
  );
} else {
  console.log(`pos tagger, fresh text: skipped (${corpusPath} not found)`);
}
const docCalls = await rate(() => classifyDomain(input3000));
console.log(
  `domain identification: ${docCalls.toFixed(0)} documents/s (${input3000.length}-character documents) ${wall()}`,
);
for (const n of [1, 4]) {
  const ext = await rate(() => extractiveSummary(input3000, n));
  console.log(
    `extractive summary (${n} sentence${n > 1 ? 's' : ''}): ${ext.toFixed(0)} summaries/s on ${input3000.length} characters ${wall()}`,
  );
}
const abs = await rate(() => abstractiveSummary(input3000, 1));
console.log(
  `compressive summary (1 sentence): ${abs.toFixed(0)} summaries/s on ${input3000.length} characters ${wall()}`,
);
