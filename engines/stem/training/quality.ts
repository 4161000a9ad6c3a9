// Stemmer quality on ../shared/data/stemmer: conflation of forms sharing a lemma and the rate of
// merged pairs whose lemmas differ (over-stemming). Run: npm run quality -- stem
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeUrdu } from '../../text/index';
import { stemWord } from '../stem';
import {
  type ConflationFigures,
  conflationFigures,
  type LemmaItem,
  type MixedStem,
  worstMixedStems,
} from './conflation';

function readTsv(path: string): string[][] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => l.split('\t'));
}

/**
 * Lemma spellings are compared as the project normalises text (engines/text, diacritics
 * stripped): اعلیٰ and اعلی, اُکھاڑنا and اکھاڑنا are one lemma written with and without
 * optional marks (the treebank writes both). Forms keep their marks: a stemmer may use them.
 */
const lemmaKey = (lemma: string) => normalizeUrdu(lemma, { stripDiacritics: true });

/**
 * A stemmer sees a word without its context, so each UD form is scored with its most frequent
 * lemma (کیا: کرنا 110 times, the question word کیا once); its other lemmas are kept as readings,
 * so that a merge the treebank itself supports in some sentence is not counted as an error
 * (conflation.ts). `key` spells the lemmas (the identity gives the first definition, before
 * 2026-11-22 21:00: raw lemma strings, most frequent lemma only).
 */
function udItems(path: string, key: (lemma: string) => string, withReadings: boolean): LemmaItem[] {
  // counts of each (form, lemma) summed over parts of speech (اس is یہ as DET and as PRON)
  const counts = new Map<string, Map<string, number>>();
  for (const [form = '', rawLemma = '', upos = '', count = '0'] of readTsv(path).slice(1)) {
    if (upos === 'PUNCT' || upos === 'NUM' || upos === 'SYM') continue;
    const lemma = key(rawLemma);
    const lemmas = counts.get(form) ?? new Map<string, number>();
    lemmas.set(lemma, (lemmas.get(lemma) ?? 0) + Number(count));
    counts.set(form, lemmas);
  }
  const items: LemmaItem[] = [];
  for (const [form, lemmas] of counts) {
    // a tie goes to the lemma listed first
    let best = { lemma: '', count: -1 };
    for (const [lemma, count] of lemmas) if (count > best.count) best = { lemma, count };
    items.push(
      withReadings ? { form, lemma: best.lemma, readings: [...lemmas.keys()] } : { form, lemma: best.lemma },
    );
  }
  return items;
}

/**
 * For comparison only (docs/quality/stem.md): the treebank gives the ے form of a noun in ہ
 * (معاہدے) a lemma of its own in about a third of its tokens; this reading takes a lemma X+ے to be
 * X+ہ wherever the treebank has that lemma too. The headline figure keeps the strings as they are.
 */
function heObliqueAsNoun(items: LemmaItem[]): LemmaItem[] {
  const lemmas = new Set(items.flatMap((it) => it.readings ?? [it.lemma]));
  const map = (l: string) => (l.endsWith('ے') && lemmas.has(`${l.slice(0, -1)}ہ`) ? `${l.slice(0, -1)}ہ` : l);
  return items.map((it) => ({ ...it, lemma: map(it.lemma), readings: it.readings?.map(map) }));
}

/** UniMorph lists periphrastic forms (کہ رہا تھا); a stemmer sees one word at a time. */
function unimorphItems(path: string): LemmaItem[] {
  return readTsv(path)
    .filter(([lemma, form]) => lemma && form && !form.includes(' '))
    .map(([lemma = '', form = '']) => ({ form, lemma: lemmaKey(lemma) }));
}

function show(name: string, f: ConflationFigures): void {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(
    `${name}: ${f.items} form-lemma items; conflation ${pct(f.conflation)} of ${f.samePairs} same-lemma pairs ` +
      `(target >= 85%); over-stemming ${pct(f.overStemming)} of ${f.mergedPairs} merged pairs (target <= 5%); ` +
      `Paice over-stemming index ${(f.overStemmingIndex * 1e4).toFixed(2)} per 10,000 different-lemma pairs; ` +
      `stems mixing lemmas ${pct(f.mixedStems)}`,
  );
}

function showWorst(stems: MixedStem[]): void {
  console.log('  stems with the most pairs of different lemmas:');
  for (const m of stems)
    console.log(`    ${m.stem} (${m.crossPairs}): ${m.forms.map((f) => `${f.form}/${f.lemma}`).join(' ')}`);
}

export async function runQuality(dataDir: string): Promise<void> {
  const ud = join(dataDir, 'stemmer/ud-form-lemma.dev.tsv');
  const um = join(dataDir, 'stemmer/unimorph-urd.tsv');
  if (!existsSync(ud) && !existsSync(um)) {
    console.log(`stem: skipped, no data at ${join(dataDir, 'stemmer')}`);
    return;
  }
  const stem = (w: string) => stemWord(w);
  if (existsSync(ud)) {
    const items = udItems(ud, lemmaKey, true);
    show('UD Urdu-UDTB dev', conflationFigures(items, stem));
    showWorst(worstMixedStems(items, stem, 8));
    // the first definition, kept for comparison with earlier figures (docs/quality/stem.md)
    show(
      '  same, raw lemma strings, most frequent lemma only',
      conflationFigures(
        udItems(ud, (l) => l, false),
        stem,
      ),
    );
    show('  same, a lemma X+ے read as X+ہ where both occur', conflationFigures(heObliqueAsNoun(items), stem));
  }
  if (existsSync(um)) show('UniMorph urd (one-word forms)', conflationFigures(unimorphItems(um), stem));
}
