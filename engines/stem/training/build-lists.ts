// Builds the stemmer's lexicon-derived exception lists from the spell checker's word frequencies
// (engines/spell/data/lexicon.tsv.gz, itself built from ../shared/data; see docs/models.md):
//   data/he-nouns.tsv  nouns in ہ whose ے / وں forms belong to them (کمرے, کمروں -> کمرہ), with a
//                      flag saying whether وں too maps back (not when the bare root is the commoner
//                      word: سالوں is سال + وں, not سالہ);
//   data/yi-words.txt  words whose final ی is part of the root (شہری, قیدی), because no masculine
//                      (ا), infinitive (نا) or oblique (ے) form of the same root is in common use,
//                      or no masculine pair (a verb, or ا and ے both; not a ے explained by a
//                      noun in ہ): nisba adjectives beside an adverb or a noun (خصوصی / خصوصا,
//                      داخلی / داخلے), or because they are nouns with a plural in یاں / یوں (لڑکی
//                      beside لڑکا);
//   data/a-words.txt   words whose final ا is part of the root (دنیا, دعا), by the same test;
//   data/ha-spellings.txt  words in ہ whose spelling with ا is the commoner (تماشہ / تماشا);
//   data/plurals.tsv   Arabic and Persian plurals with their singular: -ات when the singular is in
//                      use (اقدامات -> اقدام, نظریات -> نظریہ), -ین and -ان when the singular is
//                      the commoner word (قائدین -> قائد, کارکنان -> کارکن).
// Run: node --import tsx engines/stem/training/build-lists.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** A form counts as "in use" from this frequency (per billion tokens; 1 = only in a word list). */
export const IN_USE = 2000;
/**
 * Below this share of the word's own frequency, forms in ا / نا / ے beside a word in ی are taken
 * for other words (adverbs without their tanween: خصوصا beside خصوصی; nouns: داخلہ beside داخلی)
 * or slips. Feminine adjectives and verbs have their masculine at 0.4 to 2 times their frequency.
 */
const ROOT_YI_SHARE = 0.3;
/** The same for words in ا, whose masculine direct form is often far commoner than its oblique. */
const ROOT_A_SHARE = 0.1;

const lexiconFile = new URL('../../spell/data/lexicon.tsv.gz', import.meta.url);
const freq = new Map<string, number>();
for (const line of gunzipSync(readFileSync(lexiconFile)).toString('utf8').split('\n')) {
  const [w, f] = line.split('\t');
  if (w && f) freq.set(w, Number(f));
}
const f = (w: string) => freq.get(w) ?? 0;

const heNouns: string[] = [];
const haSpellings: string[] = [];
const yiWords: string[] = [];
const plurals: string[] = [];
const aWords: string[] = [];

function singularOf(w: string, n: number): string | null {
  const root = w.slice(0, -2);
  if (root.length < 2) return null;
  if (w.endsWith('ات')) {
    if (f(`${root}ہ`) >= IN_USE) return `${root}ہ`;
    // -یات is the plural of nouns in -یت or -ت (خصوصیات -> خصوصیت, ضروریات -> ضرورت), rather
    // than of the nisba adjective its letters contain (خصوصی, ضروری)
    if (w.endsWith('یات')) {
      const stem = w.slice(0, -3);
      if (f(`${stem}یت`) >= IN_USE) return `${stem}یت`;
      if (stem.length >= 3 && f(`${stem}ت`) >= IN_USE) return `${stem}ت`;
    }
    return f(root) >= IN_USE ? root : null;
  }
  // -ین and -ان plurals are of agent and person nouns, of four letters and more (short roots give
  // false pairs such as میلان / میل, شاہین / شاہ). A word that itself takes the plural وں is a
  // singular (مسلمان, مسلمانوں), not a plural of مسلم.
  // -ترین is the Persian superlative (بہترین, بدترین), not a plural of بہتر
  if (w.endsWith('ترین')) return null;
  if ((w.endsWith('ین') || w.endsWith('ان')) && root.length >= 4 && f(`${w}وں`) < IN_USE)
    return f(root) >= Math.max(n, IN_USE) ? root : null;
  return null;
}
/**
 * A final ی is part of the word, not the feminine ending of an adjective or verb in ا / نا, when no
 * such form of the root is in use beside it: none at all, or (the lexicon holds spelling slips such
 * as مرکزے) none reaching ROOT_YI_SHARE of the word's own frequency (nisba adjectives and abstract nouns:
 * مرکزی, قومی, خرابی). A noun in ی with a plural in یاں / یوں (لڑکی, لڑکیاں) is its own lemma beside
 * the noun in ا (لڑکا), as UD and UniMorph lemmatise it; adjectives and verbs have no such plural.
 */
function hasRootYi(w: string, n: number): boolean {
  const root = w.slice(0, -1);
  const inflected = Math.max(f(`${root}ا`), f(`${root}نا`), f(`${root}ے`));
  // after the glide ئ the masculine is spelt otherwise (سنائی, سنایا, سنانا): any form counts
  const share = w.endsWith('ئی') ? 0 : ROOT_YI_SHARE;
  if (inflected < Math.max(IN_USE, n * share)) return true;
  if (!w.endsWith('ئی') && !VERB_ENDING_YI.test(w) && !hasMasculinePair(root, n)) return true;
  const plural = f(`${root}یاں`) + f(`${root}یوں`);
  return plural >= Math.max(IN_USE, n / 10);
}

/** Feminine endings of verbs (imperfective, infinitive, future), which verb rules handle. */
const VERB_ENDING_YI = /(تی|نی|گی)$/;

/**
 * Evidence that a final ی is the feminine of a word in ا: a verb on the root (بولی beside بولنا,
 * بولتا), or an adjective's masculine direct ا and oblique ے both in use (بڑی: بڑا, بڑے). One of
 * them alone is not enough: beside a nisba adjective an ا form is an adverb written without its
 * tanween or another noun (خصوصی / خصوصا, فوری / فورا, علمی / علما), and a ے form the oblique of
 * a noun in ہ (داخلی / داخلے of داخلہ, اضافی / اضافے). A ے form with no noun in ہ beside it
 * still counts (نچلی / نچلے).
 */
function hasMasculinePair(root: string, n: number): boolean {
  if (Math.max(...['نا', 'تا', 'تے', 'نے'].map((end) => f(`${root}${end}`))) >= IN_USE) return true;
  const a = f(`${root}ا`);
  const e = f(`${root}ے`);
  if (a >= IN_USE && e >= IN_USE) return true;
  return e >= Math.max(IN_USE, n * ROOT_YI_SHARE) && f(`${root}ہ`) < IN_USE;
}

/**
 * A final ا is part of the word (دنیا, دعا, بھاشا, اندرا), not the masculine ending, when the root
 * is no verb in use and its other forms (ے, ی, وں) stay under ROOT_A_SHARE of the word.
 */
/** Endings in ا that verb rules handle on their own terms (بتایا, کہنا, کرتا, جائےگا). */
const VERB_ENDING_A = /(یا|نا|تا|گا)$/;

function hasRootA(w: string, n: number): boolean {
  const root = w.slice(0, -1);
  // any verb in use on the root makes the ا its perfective (بولا beside بولنا, بولتے)
  if (Math.max(...['نا', 'تا', 'تے'].map((end) => f(`${root}${end}`))) >= IN_USE) return false;
  const inflected = Math.max(...['ے', 'ی', 'وں'].map((end) => f(`${root}${end}`)));
  return inflected < Math.max(IN_USE, n * ROOT_A_SHARE);
}

for (const [w, n] of freq) {
  if (n < IN_USE || w.length < 3) continue;
  const root = w.slice(0, -1);
  if (w.endsWith('ہ') && n >= Math.max(f(`${root}ا`), f(`${root}نا`))) {
    heNouns.push(`${w}\t${n > f(root) ? 1 : 0}`);
  } else if (w.endsWith('ہ') && f(`${root}ا`) > n) {
    haSpellings.push(w);
  }
  if (w.endsWith('ی') && hasRootYi(w, n)) yiWords.push(w);
  if (w.endsWith('ا') && !VERB_ENDING_A.test(w) && hasRootA(w, n)) aWords.push(w);
  const singular = w.length >= 5 ? singularOf(w, n) : null;
  if (singular) plurals.push(`${w}\t${singular}`);
}
const header = (what: string) =>
  `# ${what}\n# Generated by engines/stem/training/build-lists.ts from engines/spell/data/lexicon.tsv.gz.\n`;
writeFileSync(
  new URL('../data/he-nouns.tsv', import.meta.url),
  `${header('word in ہ, 1 when its وں form maps back too')}${heNouns.sort().join('\n')}\n`,
);
writeFileSync(
  new URL('../data/yi-words.txt', import.meta.url),
  `${header('words whose final ی is part of the root')}${yiWords.sort().join('\n')}\n`,
);
writeFileSync(
  new URL('../data/a-words.txt', import.meta.url),
  `${header('words whose final ا is part of the root')}${aWords.sort().join('\n')}\n`,
);
writeFileSync(
  new URL('../data/ha-spellings.txt', import.meta.url),
  `${header('words in ہ more often spelt with ا (تماشہ / تماشا): stemmed like the ا spelling')}${haSpellings.sort().join('\n')}\n`,
);
writeFileSync(
  new URL('../data/plurals.tsv', import.meta.url),
  `${header('plural TAB singular')}${plurals.sort().join('\n')}\n`,
);
console.log(
  `stem lists: ${heNouns.length} nouns in ہ, ${yiWords.length} words with a root ی, ${aWords.length} with a root ا, ${plurals.length} plurals`,
);
