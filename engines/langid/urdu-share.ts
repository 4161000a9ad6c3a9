// The share of Urdu in a text: sentences are split into script runs, each run gets a language,
// and the score is the fraction of letters in Urdu runs (Urdu script or Roman Urdu).
import { splitSentences } from '../text/index';
import { arabicRunFacts, decideArabicRun } from './arabic-script';
import { guessLanguages, warmUpLid as warmUpFastText } from './fasttext-lid';
import { classifyLatinRun } from './latin-script';
import { loadPunjabiUrduScorer, type PunjabiUrduScore, type PunjabiUrduScorer } from './punjabi-urdu';
import { loadRomanUrduDetector, type RomanUrduDetector } from './roman-urdu-detector';
import { scriptRuns } from './script-runs';

export const URDU_LABELS: ReadonlySet<string> = new Set(['ur', 'ur-Latn']);

export interface RunResult {
  text: string;
  language: string;
  letters: number;
}

export interface SentenceResult {
  text: string;
  /** Language holding most letters of the sentence ('none' when it has no letters). */
  language: string;
  urdu: boolean;
  runs: RunResult[];
}

export interface UrduShare {
  /** Share of letters in Urdu, 0 to 1, two decimals. */
  score: number;
  /** Share of letters per language label (ur, ur-Latn, pnb, fa, ar, sd, ps, hi, pa, en, ...). */
  languages: Record<string, number>;
  sentences: SentenceResult[];
}

let detector: RomanUrduDetector | undefined;
let punjabiUrdu: PunjabiUrduScorer | undefined;

async function classifyRun(script: string, text: string): Promise<string> {
  if (script === 'gurmukhi') return 'pa';
  if (script === 'arabic') {
    // Loaded (or failing) in the same order as when every run asked fastText first.
    await warmUpFastText();
    punjabiUrdu ??= loadPunjabiUrduScorer();
    const scorer = punjabiUrdu;
    let score: PunjabiUrduScore | undefined;
    const punjabi = () => {
      score ??= scorer.score(text);
      return score;
    };
    // fastText and the Punjabi-versus-Urdu model only where letters and function words leave
    // the answer open: most Urdu runs never need them (#35).
    const facts = arabicRunFacts(text);
    return (
      decideArabicRun(facts, undefined, punjabi) ??
      (decideArabicRun(facts, await guessLanguages(text, 10), punjabi) as string)
    );
  }
  const guesses = await guessLanguages(text, 10);
  if (script === 'latin') {
    detector ??= loadRomanUrduDetector();
    return classifyLatinRun(detector.score(text), guesses);
  }
  if (script === 'devanagari')
    return guesses[0]?.lang === 'ne' || guesses[0]?.lang === 'mr' ? guesses[0].lang : 'hi';
  return guesses[0]?.lang ?? 'other';
}

export async function classifySentence(sentence: string): Promise<SentenceResult> {
  const split = scriptRuns(sentence);
  // All words of one script in a sentence are judged together: an English term inside a
  // Persian sentence must not leave two short Persian fragments to be guessed alone.
  // Appended in place: copying the list for each run was quadratic in a sentence of many runs.
  const byScript = new Map<string, string[]>();
  for (const run of split) {
    const words = byScript.get(run.script);
    if (!words) byScript.set(run.script, [...run.words]);
    else for (const w of run.words) words.push(w);
  }
  const labels = new Map<string, string>();
  for (const [script, words] of byScript) labels.set(script, await classifyRun(script, words.join(' ')));
  const runs: RunResult[] = split.map((run) => ({
    text: run.words.join(' '),
    language: labels.get(run.script) ?? 'other',
    letters: run.letters,
  }));
  const byLang = new Map<string, number>();
  for (const r of runs) byLang.set(r.language, (byLang.get(r.language) ?? 0) + r.letters);
  const language = [...byLang].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'none';
  return { text: sentence, language, urdu: URDU_LABELS.has(language), runs };
}

/**
 * Loads fastText and the two committed models (Roman Urdu, Punjabi-versus-Urdu) now, so the
 * start-up health probe covers all three and the first request does not pay for them.
 */
export async function warmUpLid(): Promise<void> {
  await warmUpFastText();
  detector ??= loadRomanUrduDetector();
  punjabiUrdu ??= loadPunjabiUrduScorer();
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export async function urduShare(text: string): Promise<UrduShare> {
  const sentences: SentenceResult[] = [];
  for (const s of splitSentences(text)) sentences.push(await classifySentence(s));
  const letters = new Map<string, number>();
  let total = 0;
  for (const s of sentences) {
    for (const r of s.runs) {
      letters.set(r.language, (letters.get(r.language) ?? 0) + r.letters);
      total += r.letters;
    }
  }
  const languages: Record<string, number> = {};
  let urdu = 0;
  for (const [lang, n] of letters) {
    languages[lang] = round2(n / total);
    if (URDU_LABELS.has(lang)) urdu += n;
  }
  return { score: total ? round2(urdu / total) : 0, languages, sentences };
}
