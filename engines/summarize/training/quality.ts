// `npm run quality -- summarize`: ROUGE-1/2/L F1 against the XL-Sum Urdu dev summaries for
// the lead-1 baseline, the extractive summary (1 sentence) and the compressive summary, then the
// extractive scorer's 5-fold cross-validation (crossval.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitSentences } from '../../text';
import { compressiveSummary } from '../abstractive';
import { loadDocumentFrequencies } from '../document-frequencies';
import { extractiveSummary } from '../extractive';
import { termsOf } from '../terms';
import { prepareArticles, printCrossValidation } from './crossval';
import { type RougeScores, rouge } from './rouge';

interface Article {
  text: string;
  summary: string;
}

function meanRouge(pairs: [string, string][]): RougeScores & { words: number } {
  const sum = { rouge1: 0, rouge2: 0, rougeL: 0, words: 0 };
  for (const [candidate, reference] of pairs) {
    const r = rouge(candidate, reference);
    sum.rouge1 += r.rouge1;
    sum.rouge2 += r.rouge2;
    sum.rougeL += r.rougeL;
    sum.words += termsOf(candidate).length;
  }
  const n = pairs.length;
  return { rouge1: sum.rouge1 / n, rouge2: sum.rouge2 / n, rougeL: sum.rougeL / n, words: sum.words / n };
}

export async function runQuality(dataDir: string): Promise<void> {
  const path = join(dataDir, 'summarization/xlsum-urdu.dev.jsonl');
  if (!existsSync(path)) {
    console.log(`summarize: skipped, ${path} not found`);
    return;
  }
  const articles = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Article);
  const systems: [string, (text: string) => string][] = [
    ['lead-1', (t) => splitSentences(t)[0] ?? ''],
    ['extractive (consensus + centroid, 1 sentence)', (t) => extractiveSummary(t, 1)],
    ['compressive (embedded abstractive, 1 sentence)', (t) => compressiveSummary(t, 1)],
  ];
  console.log(
    `summarize: ROUGE F1 on ${articles.length} XL-Sum Urdu dev articles (reference: one-sentence summary)`,
  );
  let changed = 0;
  for (const a of articles) if (compressiveSummary(a.text, 1) !== extractiveSummary(a.text, 1)) changed += 1;
  for (const [name, summarize] of systems) {
    const m = meanRouge(articles.map((a) => [summarize(a.text), a.summary]));
    console.log(
      `  ${name.padEnd(48)} R-1 ${m.rouge1.toFixed(4)}  R-2 ${m.rouge2.toFixed(4)}  R-L ${m.rougeL.toFixed(4)}  ` +
        `(${m.words.toFixed(1)} words)`,
    );
  }
  console.log(`  compressive output differs from extractive on ${changed} of ${articles.length} articles`);
  printCrossValidation(prepareArticles(articles, loadDocumentFrequencies()));
}
