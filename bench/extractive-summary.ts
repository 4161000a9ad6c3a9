// `npm run bench -- extractive-summary`: extractive summaries per CPU-second on 3,000-character
// inputs (the spec's limit), cut at sentence ends from the XL-Sum dev articles, or from the test
// fixture when ../shared/data is absent. CPU time (process.cpuUsage), not wall time, so other
// work on the machine disturbs the figure less.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocumentFrequencies } from '../engines/summarize/document-frequencies';
import { extractiveSummary } from '../engines/summarize/extractive';
import { ARTICLE } from '../engines/summarize/test-support/fixtures';
import { splitSentences } from '../engines/text';

const LIMIT = 3000;

/** Whole sentences of `text`, repeated if need be, up to `LIMIT` characters. */
function cut(text: string): string {
  const sentences = splitSentences(text);
  let out = '';
  for (let k = 0; sentences.length > 0; k = (k + 1) % sentences.length) {
    const next = out === '' ? sentences[k]! : `${out} ${sentences[k]!}`;
    if (next.length > LIMIT) break;
    out = next;
  }
  return out;
}

function inputs(): { texts: string[]; source: string } {
  const dataDir =
    process.env.ZUBAN_DATA_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../shared/data');
  const path = join(dataDir, 'summarization/xlsum-urdu.dev.jsonl');
  if (!existsSync(path)) {
    console.log(`summarize bench: ${path} not found, timing the test fixture instead`);
    return { texts: [cut(ARTICLE)], source: 'fixture' };
  }
  const texts = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => cut((JSON.parse(l) as { text: string }).text));
  return { texts, source: 'XL-Sum dev' };
}

function perCpuSecond(texts: readonly string[], n: number, rounds: number): number {
  const freqs = loadDocumentFrequencies();
  for (const t of texts.slice(0, 20)) extractiveSummary(t, n, freqs); // warm-up (JIT, DF file)
  const start = process.cpuUsage();
  for (let r = 0; r < rounds; r++) for (const t of texts) extractiveSummary(t, n, freqs);
  const used = process.cpuUsage(start);
  return (rounds * texts.length) / ((used.user + used.system) / 1e6);
}

const { texts, source } = inputs();
const chars = texts.reduce((s, t) => s + t.length, 0) / texts.length;
const rounds = source === 'fixture' ? 500 : 2;
console.log(`summarize bench: ${texts.length} ${source} inputs, ${chars.toFixed(0)} characters on average`);
for (const n of [1, 4])
  console.log(
    `  extractive, ${n} sentence(s): ${perCpuSecond(texts, n, rounds).toFixed(0)} texts per CPU-second`,
  );
