// The keyword extractor's data (built by training/build-data.ts), loaded once on first use.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export interface KeywordData {
  documents: number;
  df: Map<string, number>;
  stopwords: Set<string>;
}

let cached: KeywordData | null = null;

function load(): KeywordData {
  const dfText = gunzipSync(readFileSync(new URL('./data/df.tsv.gz', import.meta.url))).toString('utf8');
  let documents = 1;
  const df = new Map<string, number>();
  for (const line of dfText.split('\n')) {
    const [word, n] = line.split('\t');
    if (!word || !n) continue;
    if (word === '#documents') documents = Number(n);
    else df.set(word, Number(n));
  }
  const stopwords = new Set(
    readFileSync(new URL('./data/stopwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );
  return { documents, df, stopwords };
}

export function keywordData(): KeywordData {
  cached ??= load();
  return cached;
}
