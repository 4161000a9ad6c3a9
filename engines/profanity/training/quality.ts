// npm run quality -- profanity: F1 of the abusive class on RUHSOLD task 1 validation (lexicon
// learnt from train) and accuracy on the Urdu-script YouTube comments (offensive or hate vs
// neutral), and as a false-alarm check the share of clean Urdu text (Wikipedia sentences, BBC
// Urdu articles) that is flagged. A text is called abusive when its score is 0.5 or more. See
// docs/quality/profanity.md.
import { existsSync, readFileSync } from 'node:fs';
import { profanityScore } from '../score';
import { printKfold } from './kfold';

const THRESHOLD = 0.5;

function ruhsold(path: string): { text: string; abusive: boolean }[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.includes('\t'))
    .map((l) => {
      const tab = l.lastIndexOf('\t');
      return { text: l.slice(0, tab), abusive: l.slice(tab + 1).trim() === '0' };
    });
}

/** The comments file: text,label1,label2 with commas inside the text; the labels are the last two fields. */
function youtube(path: string): { text: string; label: string }[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      const parts = l.split(',');
      const label = parts[parts.length - 2] ?? '';
      return { text: parts.slice(0, -2).join(','), label };
    });
}

function report(name: string, rows: readonly { text: string; abusive: boolean }[]): void {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let ok = 0;
  for (const r of rows) {
    const predicted = profanityScore(r.text).score >= THRESHOLD;
    if (predicted && r.abusive) tp++;
    if (predicted && !r.abusive) fp++;
    if (!predicted && r.abusive) fn++;
    if (predicted === r.abusive) ok++;
  }
  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, tp + fn);
  const f1 = (2 * precision * recall) / Math.max(1e-9, precision + recall);
  console.log(
    `${name}: abusive-class F1 ${f1.toFixed(3)} (precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}), ` +
      `accuracy ${((100 * ok) / rows.length).toFixed(1)}% of ${rows.length}`,
  );
}

/** Share of texts that should all be clean but are flagged. */
function falseAlarms(name: string, texts: readonly string[]): void {
  const flagged = texts.filter((t) => profanityScore(t).score >= THRESHOLD).length;
  console.log(
    `${name}: ${flagged} of ${texts.length} flagged (${((100 * flagged) / texts.length).toFixed(2)}%)`,
  );
}

function cleanUrduText(dataDir: string): void {
  const wiki = `${dataDir}/corpus/urdu-wikipedia-sentences.txt`;
  if (existsSync(wiki))
    falseAlarms(
      'False alarms, Urdu Wikipedia sentences',
      readFileSync(wiki, 'utf8').split('\n').filter(Boolean),
    );
  const news = `${dataDir}/summarization/xlsum-urdu.dev.jsonl`;
  if (existsSync(news)) {
    const articles = readFileSync(news, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { text: string }).text);
    falseAlarms('False alarms, BBC Urdu articles (XL-Sum dev, whole articles)', articles);
  }
}

export async function runQuality(dataDir: string): Promise<void> {
  const dir = `${dataDir}/profanity`;
  const train = `${dir}/ruhsold-roman-urdu/task_1_train.tsv`;
  const validation = `${dir}/ruhsold-roman-urdu/task_1_validation.tsv`;
  if (existsSync(validation)) {
    report('RUHSOLD task 1 train (lexicon source)', ruhsold(train));
    report('RUHSOLD task 1 validation', ruhsold(validation));
  } else console.log(`profanity: ${validation} not found; skipped.`);
  const comments = `${dir}/urdu-youtube-comments.dev.csv`;
  if (!existsSync(comments)) {
    console.log(`profanity: ${comments} not found; skipped.`);
    cleanUrduText(dataDir);
    return;
  }
  const rows = youtube(comments);
  report(
    'Urdu-script YouTube comments (offensive or hate vs neutral)',
    rows.map((r) => ({ text: r.text, abusive: r.label !== 'n' })),
  );
  printKfold(rows.map((r) => ({ text: r.text, abusive: r.label !== 'n' })));
  for (const label of ['o', 'h', 'n']) {
    const of = rows.filter((r) => r.label === label);
    const flagged = of.filter((r) => profanityScore(r.text).score >= THRESHOLD).length;
    console.log(`  label ${label}: ${flagged} of ${of.length} flagged`);
  }
  cleanUrduText(dataDir);
}
