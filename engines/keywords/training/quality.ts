// Keyword agreement with the headlines of the COUNTER rows of ../shared/data/domain: how many of
// the top five keywords of each story (headline included in the text, as in the data) appear in
// its headline, and how many headline content words the keywords cover. Matching is by stem.
// Run: npm run quality -- keywords
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stemWord } from '../../stem';
import { lookupKey, wordTokens } from '../../text';
import { keywordData } from '../data-files';
import { extractKeywords } from '../extract';
import { counterHeadline } from './headline';

const K = 5;

export async function runQuality(dataDir: string): Promise<void> {
  const path = join(dataDir, 'domain/news.train.tsv');
  if (!existsSync(path)) {
    console.log(`keywords: skipped, no data at ${path}`);
    return;
  }
  const { stopwords } = keywordData();
  const stems = (s: string) => new Set(wordTokens(s).map((w) => stemWord(w)));
  let rows = 0;
  let keywordsInHeadline = 0;
  let keywordsTotal = 0;
  let anyHit = 0;
  let covered = 0;
  let headlineWords = 0;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [, source, , text] = line.split('\t');
    if (source !== 'counter' || !text) continue;
    const headline = counterHeadline(text);
    if (!headline) continue;
    rows++;
    const headStems = stems(headline);
    const keywords = extractKeywords(text, K);
    const keywordStems = new Set<string>();
    let hits = 0;
    for (const k of keywords) {
      const ks = [...stems(k)];
      for (const s of ks) keywordStems.add(s);
      if (ks.every((s) => headStems.has(s))) hits++;
    }
    keywordsInHeadline += hits;
    keywordsTotal += keywords.length;
    if (hits > 0) anyHit++;
    const content = wordTokens(headline).filter(
      (w) => !stopwords.has(lookupKey(w)) && [...lookupKey(w)].length > 1,
    );
    headlineWords += content.length;
    covered += content.filter((w) => keywordStems.has(stemWord(w))).length;
  }
  const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
  console.log(`COUNTER stories with a headline found: ${rows}`);
  console.log(
    `top-${K} keywords found in the headline: ${pct(keywordsInHeadline, keywordsTotal)}; ` +
      `stories with at least one: ${pct(anyHit, rows)}; headline content words covered: ${pct(covered, headlineWords)}`,
  );
}
