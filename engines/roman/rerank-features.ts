// Features of one transliteration candidate, for the reranker (transliterate-word.ts).
// Every feature must be computable for any Roman input: nothing here may depend on the
// candidate being a word of the training lexicon, because evaluation words never are (Dakshina
// splits its lexicons by Urdu word).
import type { Candidate } from './decode';
import type { RomanModel } from './model';

/** How a Roman word ends, coarsely: the vowel or consonant class that decides the Urdu ending. */
const ROMAN_ENDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['aa', /aa$/],
  ['ah', /ah$/],
  ['a', /a$/],
  ['ee', /(ee|i|y|ie)$/],
  ['e', /e$/],
  ['o', /(o|oo|u|w)$/],
  ['n', /n$/],
  ['h', /h$/],
  ['c', /./],
];

/** How an Urdu word ends: the letters that Roman vowels and nasals become. */
const URDU_ENDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['alif', /[اآ]$/],
  ['he', /[ہۃةه]$/],
  ['ye', /ی$/],
  ['bariYe', /ے$/],
  ['vav', /ؤ?و$/],
  ['noonGhunna', /ں$/],
  ['noon', /ن$/],
  ['hamza', /[ءئ]$/],
  ['ain', /ع$/],
  ['c', /./],
];

const ROMAN_STARTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['aa', /^aa/],
  ['vowel', /^[aeiou]/],
  ['c', /./],
];

const URDU_STARTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['alifMadda', /^آ/],
  ['alif', /^ا/],
  ['ain', /^ع/],
  ['c', /./],
];

const classOf = (table: ReadonlyArray<readonly [string, RegExp]>, s: string): number =>
  Math.max(
    0,
    table.findIndex(([, re]) => re.test(s)),
  );

/** Roman consonant sounds: digraphs and doubled letters count once, vowels and w/y not at all. */
function romanConsonants(roman: string): number {
  return roman
    .replace(/([bcdgjkpst])h/g, '$1')
    .replace(/(.)\1/g, '$1')
    .replace(/[aeiouwyh]/g, '').length;
}

/** Urdu consonant letters: everything but the letters that also write vowels, h-sounds and nasals. */
function urduConsonants(urdu: string): number {
  return urdu.replace(/[اآوؤیےۓئءہھۃعں\u064b-\u065f\u0670]/g, '').length;
}

/** Roman aspirates ("bh", "th", ...; "kh" and "gh" are usually خ and غ) and Urdu do-chashmi he. */
const romanAspirates = (roman: string) => (roman.match(/[bpdtjcr]h/g) ?? []).length;
const urduAspirates = (urdu: string) => (urdu.match(/ھ/g) ?? []).length;

/** Vowel groups written in Roman ("aa", "ee", "i", ...) and Urdu letters that write long vowels. */
const romanVowelGroups = (roman: string) => (roman.slice(1).match(/[aeiouy]+/g) ?? []).length;
const urduVowelLetters = (urdu: string) => (urdu.slice(1).match(/[اآویےۓ]/g) ?? []).length;

const END_PAIRS = ROMAN_ENDS.flatMap(([r]) => URDU_ENDS.map(([u]) => `end:${r}:${u}`));
const START_PAIRS = ROMAN_STARTS.flatMap(([r]) => URDU_STARTS.map(([u]) => `start:${r}:${u}`));

export const FEATURE_NAMES: readonly string[] = [
  'logJoint',
  'logCharPrior',
  'logWordListPrior',
  'logFreq',
  'unknown',
  'countOne',
  'countFewerThan4',
  'urduLength',
  'urduPerRoman',
  'topJoint',
  'topFreq',
  'consonantsMissing',
  'consonantsExtra',
  'aspiratesMissing',
  'aspiratesExtra',
  'vowelLettersMissing',
  'vowelLettersExtra',
  'jointRank1',
  'jointRank2',
  'jointGapCapped',
  'freqRank1',
  'freqRank2',
  'logCountOver2',
  'logCountOver6',
  'logCountOver10',
  'freqGapCapped',
  'conditionalGapCapped',
  'wordListPriorGapCapped',
  ...END_PAIRS,
  ...START_PAIRS,
];

/** Feature vectors for a candidate list (the query-relative ones need the whole list). */
export function candidateFeatures(model: RomanModel, roman: string, cands: readonly Candidate[]): number[][] {
  const countOf = (c: Candidate) => (c.wordIndex >= 0 ? (model.counts[c.wordIndex] ?? 1) : 0);
  const joints = cands.map((c) => c.logJoint).sort((a, b) => b - a);
  const freqs = cands.map(countOf).sort((a, b) => b - a);
  const bestJoint = joints[0] ?? 0;
  const bestFreq = freqs[0] ?? 0;
  const romanEnd = classOf(ROMAN_ENDS, roman);
  const romanStart = classOf(ROMAN_STARTS, roman);
  const romanCons = romanConsonants(roman);
  const romanAsp = romanAspirates(roman);
  const romanVowels = romanVowelGroups(roman);
  const wordListLm = model.wordListLm();
  // query-relative scores: the listwise net sees one candidate at a time
  const wordPriors = cands.map((c) => wordListLm.logProb(c.urdu));
  const charPriors = cands.map((c) => model.charLm.logProb(c.urdu));
  // log P(roman, urdu) − log P(urdu) ≈ log P(roman | urdu)
  const conditionals = cands.map((c, i) => c.logJoint - (charPriors[i] as number));
  const bestWordPrior = Math.max(...wordPriors);
  const bestConditional = Math.max(...conditionals);
  const bestLogCount = Math.log1p(bestFreq);
  return cands.map((c, ci) => {
    const known = c.wordIndex >= 0;
    const count = countOf(c);
    const jointRank = joints.indexOf(c.logJoint);
    const freqRank = known ? freqs.indexOf(count) : -1;
    const logCount = Math.log1p(count);
    const consDiff = urduConsonants(c.urdu) - romanCons;
    const aspDiff = urduAspirates(c.urdu) - romanAsp;
    const vowelDiff = urduVowelLetters(c.urdu) - romanVowels;
    const f = [
      c.logJoint,
      charPriors[ci] as number,
      wordPriors[ci] as number,
      known ? (model.logFreq[c.wordIndex] ?? 0) : model.logFreqUnknown,
      known ? 0 : 1,
      known && count <= 1 ? 1 : 0,
      known && count < 4 ? 1 : 0,
      c.urdu.length,
      c.urdu.length / Math.max(1, roman.length),
      c.logJoint === bestJoint ? 1 : 0,
      known && count === bestFreq ? 1 : 0,
      Math.max(0, -consDiff),
      Math.max(0, consDiff),
      Math.max(0, -aspDiff),
      Math.max(0, aspDiff),
      Math.max(0, -vowelDiff),
      Math.max(0, vowelDiff),
      jointRank === 1 ? 1 : 0,
      jointRank === 2 ? 1 : 0,
      Math.min(6, bestJoint - c.logJoint),
      freqRank === 1 ? 1 : 0,
      freqRank === 2 ? 1 : 0,
      Math.max(0, logCount - 2),
      Math.max(0, logCount - 6),
      Math.max(0, logCount - 10),
      Math.min(10, bestLogCount - logCount),
      Math.min(10, bestConditional - (conditionals[ci] as number)),
      Math.min(10, bestWordPrior - (wordPriors[ci] as number)),
    ];
    const ends = new Array<number>(END_PAIRS.length + START_PAIRS.length).fill(0);
    ends[romanEnd * URDU_ENDS.length + classOf(URDU_ENDS, c.urdu)] = 1;
    ends[END_PAIRS.length + romanStart * URDU_STARTS.length + classOf(URDU_STARTS, c.urdu)] = 1;
    return f.concat(ends);
  });
}
