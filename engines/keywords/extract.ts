// Statistical keyword extraction: candidate words (not stopwords, numbers or single letters) are
// grouped by stem, scored by term frequency × inverse document frequency (Wikipedia sentences as
// documents) with a bonus for appearing early, as headlines and leads carry the topic. Two
// candidates that stand next to each other at least twice form a key phrase scored by both.
import { stemWord } from '../stem';
import { lookupKey, splitSentences, tokenizeWithOffsets } from '../text';
import { keywordData } from './data-files';

interface Group {
  surfaces: Map<string, number>;
  tf: number;
  firstSentence: number;
  idf: number;
}

/** Weight of appearing in the first sentence (headline or lead) relative to later ones. */
const EARLY_BONUS = 1;

function isCandidate(key: string, stopwords: Set<string>): boolean {
  if ([...key].length < 2 || stopwords.has(key)) return false;
  return !/[0-9\u0660-\u0669\u06F0-\u06F9]/.test(key);
}

function idfOf(key: string): number {
  const { documents, df } = keywordData();
  return Math.log((documents + 1) / ((df.get(key) ?? 1) + 1)) + 1;
}

function mostFrequent(m: Map<string, number>): string {
  let best = '';
  let n = -1;
  for (const [k, v] of m) if (v > n) [best, n] = [k, v];
  return best;
}

/** Per sentence, the stem of each word token in order, or null where a non-candidate breaks a phrase. */
function candidateRuns(text: string): { stem: string; surface: string }[][] {
  const { stopwords } = keywordData();
  return splitSentences(text).map((sentence) => {
    const run: { stem: string; surface: string }[] = [];
    for (const t of tokenizeWithOffsets(sentence)) {
      const key = lookupKey(t.text);
      if (t.kind === 'word' && isCandidate(key, stopwords))
        run.push({ stem: stemWord(t.text), surface: key });
      else run.push({ stem: '', surface: '' });
    }
    return run;
  });
}

export function extractKeywords(text: string, count: number): string[] {
  if (count <= 0) return [];
  const sentences = candidateRuns(text);
  const groups = new Map<string, Group>();
  const pairs = new Map<string, number>();
  sentences.forEach((run, si) => {
    run.forEach((tok, i) => {
      if (!tok.stem) return;
      let g = groups.get(tok.stem);
      if (!g) {
        g = { surfaces: new Map(), tf: 0, firstSentence: si, idf: 0 };
        groups.set(tok.stem, g);
      }
      g.tf++;
      g.surfaces.set(tok.surface, (g.surfaces.get(tok.surface) ?? 0) + 1);
      const next = run[i + 1];
      if (next?.stem && next.stem !== tok.stem) {
        const key = `${tok.stem}\t${next.stem}`;
        pairs.set(key, (pairs.get(key) ?? 0) + 1);
      }
    });
  });
  const wordScore = new Map<string, number>();
  for (const [stem, g] of groups) {
    g.idf = idfOf(mostFrequent(g.surfaces));
    const early = 1 + EARLY_BONUS / (1 + g.firstSentence);
    wordScore.set(stem, (1 + Math.log(g.tf)) * g.idf * early);
  }
  const scored: { text: string; score: number; parts: string[] }[] = [];
  for (const [stem, score] of wordScore)
    scored.push({ text: mostFrequent(groups.get(stem)!.surfaces), score, parts: [stem] });
  for (const [key, n] of pairs) {
    if (n < 2) continue;
    const [a = '', b = ''] = key.split('\t');
    const score = ((wordScore.get(a) ?? 0) + (wordScore.get(b) ?? 0)) * 0.75;
    const text = `${mostFrequent(groups.get(a)!.surfaces)} ${mostFrequent(groups.get(b)!.surfaces)}`;
    scored.push({ text, score, parts: [a, b] });
  }
  scored.sort((x, y) => y.score - x.score || (x.text < y.text ? -1 : 1));
  // A candidate sharing a word with one already chosen would repeat it (ون ڈے, ڈے میچ).
  const used = new Set<string>();
  const out: string[] = [];
  for (const s of scored) {
    if (out.length >= count) break;
    if (s.parts.some((p) => used.has(p))) continue;
    out.push(s.text);
    for (const p of s.parts) used.add(p);
  }
  return out;
}
