// The Urdu-script lexicon alone on RUHSOLD written in Urdu script by engines/roman: abusive-class
// F1 and accuracy at several thresholds. On validation this is the licensed held-out check of the
// Urdu-script side (the Roman side is scored by the quality script); on train it is the tuning set
// of the threshold.
//
//   node --import tsx engines/profanity/training/urdu-script-f1.ts \
//     [--texts FILE] [--abusive-label 0] [--transliterated FILE]
//
// --texts defaults to RUHSOLD task 1 validation; --transliterated FILE is read when it exists and
// written otherwise (801 tweets take about a CPU minute).
import { resolve } from 'node:path';
import { optionValues } from '../../text/training/cli-options';
import { loadProfanityLexicon } from '../lexicon';
import { profanityScore } from '../score';
import { transliteratedRows } from './transliterated-rows';

const THRESHOLDS = [0.35, 0.4, 0.45, 0.5, 0.55, 0.6];

function main(): void {
  const texts =
    optionValues('texts')[0] ??
    resolve(process.cwd(), '../shared/data/profanity/ruhsold-roman-urdu/task_1_validation.tsv');
  const cache = optionValues('transliterated')[0];
  const rows = transliteratedRows(texts, cache);
  if (!rows) {
    console.log(`profanity: ${texts} not found; skipped (pass --texts FILE).`);
    return;
  }
  const abusiveLabel = optionValues('abusive-label')[0] ?? '0';
  // Urdu-script entries only: whatever the transliteration left in Latin script is not scored.
  const lexicon = { ...loadProfanityLexicon(), roman: new Map<string, number>() };
  const scored = rows.map((r) => ({
    score: profanityScore(r.text, lexicon).score,
    abusive: r.label === abusiveLabel,
  }));
  for (const threshold of THRESHOLDS) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const s of scored) {
      const flagged = s.score >= threshold;
      if (flagged && s.abusive) tp++;
      else if (flagged) fp++;
      else if (s.abusive) fn++;
    }
    const precision = tp / Math.max(1, tp + fp);
    const recall = tp / Math.max(1, tp + fn);
    const f1 = (2 * precision * recall) / Math.max(1e-9, precision + recall);
    const accuracy = (scored.length - fp - fn) / scored.length;
    console.log(
      `threshold ${threshold}: F1 ${f1.toFixed(3)} (precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}), accuracy ${(100 * accuracy).toFixed(1)}% of ${scored.length}`,
    );
  }
}

main();
