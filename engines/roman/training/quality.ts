// npm run quality -- roman: top-1 (and top-5) word accuracy on the Dakshina dev lexicon and
// character error rate on Dakshina dev sentences. Outputs and references are compared after
// engines/text normalisation; the diacritic-insensitive figure also strips harakat (the model
// writes none). Samples are evenly spaced so runs are repeatable. See docs/quality/roman.md.
import { existsSync, readFileSync } from 'node:fs';
import { normalizeUrdu } from '../../text/index';
import { editDistance } from '../../text/training/edit-distance';
import { spellByRules } from '../fallback-rules';
import { loadRomanModel } from '../model';
import { normalizeRomanWord } from '../roman-word';
import { transliterateText, transliterateWord } from '../transliterate';
import { DEFAULT_WEIGHTS, rankCandidates } from '../transliterate-word';

/** Dev lexicon entries measured; ROMAN_LEXICON_SAMPLE=20000 measures all of them. */
const LEXICON_SAMPLE = Number(process.env.ROMAN_LEXICON_SAMPLE ?? 1000);
const SENTENCE_SAMPLE = 150;

const exact = (s: string) => normalizeUrdu(s);
const bare = (s: string) => normalizeUrdu(s, { stripDiacritics: true });

function evenly<T>(rows: readonly T[], n: number): T[] {
  const step = Math.max(1, Math.floor(rows.length / n));
  return rows.filter((_, i) => i % step === 0).slice(0, n);
}

function lexiconAccuracy(path: string): void {
  const model = loadRomanModel();
  const rows = readFileSync(path, 'utf8')
    .split('\n')
    .map((l) => l.split('\t'))
    .filter((r) => r[0] && r[1]);
  const sample = evenly(rows, LEXICON_SAMPLE);
  let top1 = 0;
  let top1Bare = 0;
  let top5Bare = 0;
  let served = 0;
  const started = performance.now();
  for (const [urdu, roman] of sample) {
    const ranked = rankCandidates(model, normalizeRomanWord(roman as string), DEFAULT_WEIGHTS, 5);
    if (ranked[0]?.urdu === exact(urdu as string)) top1++;
    if (ranked[0] && bare(ranked[0].urdu) === bare(urdu as string)) top1Bare++;
    if (ranked.some((c) => bare(c.urdu) === bare(urdu as string))) top5Bare++;
    // What the service writes: the top candidate, or two words for a compound (compounds.ts).
    if (bare(transliterateWord(roman as string)) === bare(urdu as string)) served++;
  }
  const ms = (performance.now() - started) / sample.length;
  const pct = (n: number) => `${((100 * n) / sample.length).toFixed(1)}%`;
  console.log(
    `dev lexicon (${sample.length} of ${rows.length} entries): top-1 ${pct(top1)} exact, ${pct(top1Bare)} ignoring diacritics; top-5 ${pct(top5Bare)}; ${ms.toFixed(1)} ms/word; as served (compounds split) ${pct(served)} ignoring diacritics`,
  );
}

function sentenceCer(path: string): void {
  const rows = readFileSync(path, 'utf8')
    .split('\n')
    .map((l) => l.split('\t'))
    .filter((r) => r[0] && r[1]);
  const sample = evenly(rows, SENTENCE_SAMPLE);
  let errors = 0;
  let chars = 0;
  let wordErrors = 0;
  let words = 0;
  for (const [urdu, roman] of sample) {
    const hyp = bare(transliterateText(roman as string));
    const ref = bare(urdu as string);
    errors += editDistance(hyp, ref);
    chars += ref.length;
    const hw = hyp.split(' ');
    const rw = ref.split(' ');
    words += rw.length;
    wordErrors += rw.filter((w, i) => hw[i] !== w).length;
  }
  console.log(
    `dev sentences (${sample.length} of ${rows.length}): CER ${((100 * errors) / chars).toFixed(1)}%, ` +
      `position-wise word error ${((100 * wordErrors) / words).toFixed(1)}%`,
  );
}

/**
 * Roman tokens typed for two Urdu words: dev sentences with one Roman word fewer than Urdu
 * words, the token placed where the letter rules fit the other words best (Urdu words with
 * digits left out). Many are loans Urdu writes in two parts (ویب سائٹ); some only reflect
 * stray spaces on the Urdu side (جا تا).
 */
function compoundTokens(path: string): void {
  const tokens: [string, string][] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [u, r] = line.split('\t');
    if (!u || !r) continue;
    const uw = bare(u)
      .split(/[\s\p{P}]+/u)
      .filter(Boolean);
    const rw = r.split(/\s+/).map(normalizeRomanWord).filter(Boolean);
    if (rw.length !== uw.length - 1) continue;
    const fit = (roman: string, urdu: string) =>
      editDistance(spellByRules(roman), urdu) / Math.max(1, urdu.length);
    let best = -1;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let i = 0; i < rw.length; i++) {
      let cost = 0;
      rw.forEach((w, j) => {
        const ref = j < i ? uw[j] : j === i ? `${uw[j]}${uw[j + 1]}` : uw[j + 1];
        cost += fit(w, ref as string);
      });
      if (cost < bestCost) [best, bestCost] = [i, cost];
    }
    const pair = `${uw[best]} ${uw[best + 1]}`;
    if (best >= 0 && bestCost / rw.length <= 0.6 && /^[\u0600-\u06FF]+ [\u0600-\u06FF]+$/.test(pair))
      tokens.push([rw[best] as string, pair]);
  }
  const right = tokens.filter(([roman, pair]) => bare(transliterateWord(roman)) === pair).length;
  const letters = tokens.filter(
    ([roman, pair]) => bare(transliterateWord(roman)).replace(/ /g, '') === pair.replace(' ', ''),
  ).length;
  console.log(
    `compound tokens of the dev sentences (${tokens.length}): two words right ${right}, right letters (spaces ignored) ${letters}`,
  );
}

export async function runQuality(dataDir: string): Promise<void> {
  const lexicon = `${dataDir}/roman/dakshina-lexicon.dev.tsv`;
  const sentences = `${dataDir}/roman/dakshina-sentences.dev.tsv`;
  if (!existsSync(lexicon) || !existsSync(sentences)) {
    console.log(`roman: ${dataDir}/roman not found; skipped.`);
    return;
  }
  lexiconAccuracy(lexicon);
  sentenceCer(sentences);
  compoundTokens(sentences);
}
