// Errors judged as a user judges them: single-letter misspellings of common words (the 5,000 and
// 20,000 most frequent forms of unilex, 3+ letters) that are not words of a reference list
// (unilex, the Jang word list, every word of the corpus), put into held-out corpus sentences and
// run through checkSpelling. An error that lands on a rare lexicon word counts as a miss unless
// the checker marks it in context (rare-words.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lookupKey, tokenizeWithOffsets, wordTokens } from '../../text';
import { checkSpelling } from '../check';
import { lexicon } from '../lexicon';
import { applyRandomEdit, seededRandom } from './synthetic-errors';

const ERRORS = 1500;

function unilexByFrequency(dataDir: string): string[] {
  return readFileSync(join(dataDir, 'lexicon/unilex-ur-frequency.txt'), 'utf8')
    .split('\n')
    .map((l) => l.split('\t'))
    .filter(([form, freq]) => form && freq && !form.startsWith('#') && form !== 'Form')
    .map(([form, freq]) => [lookupKey(form!), Number(freq)] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([w]) => w);
}

function referenceWords(dataDir: string, unilex: readonly string[], corpus: readonly string[]) {
  const ref = new Set(unilex);
  for (const line of readFileSync(join(dataDir, 'lexicon/jang-wordlist.txt'), 'utf8').split('\n'))
    ref.add(lookupKey(line.split('\t')[0]?.trim() ?? ''));
  for (const s of corpus) for (const w of wordTokens(s)) ref.add(lookupKey(w));
  return ref;
}

export function commonWordErrors(
  dataDir: string,
  corpus: readonly string[],
  heldOut: readonly string[],
): void {
  const unilex = unilexByFrequency(dataDir);
  const ref = referenceWords(dataDir, unilex, corpus);
  const lex = lexicon();
  for (const size of [5000, 20000]) {
    const common = new Set(unilex.slice(0, size).filter((w) => w.length >= 3));
    const rnd = seededRandom(11);
    let made = 0;
    let unmarked = 0;
    let unmarkedInLexicon = 0;
    let top1 = 0;
    let top5 = 0;
    for (const s of heldOut) {
      if (made >= ERRORS) break;
      const words = tokenizeWithOffsets(s).filter((t) => t.kind === 'word' && common.has(lookupKey(t.text)));
      if (words.length === 0) continue;
      const picked = words[Math.floor(rnd() * words.length)]!;
      const target = lookupKey(picked.text);
      let wrong = '';
      for (let k = 0; k < 10 && !wrong; k++) {
        const w = applyRandomEdit(target, rnd).text;
        if (w !== target && !ref.has(w)) wrong = w;
      }
      if (!wrong) continue;
      made++;
      const found = checkSpelling(s.slice(0, picked.start) + wrong + s.slice(picked.end)).suggestions;
      const key = Object.keys(found).find((k) => k === wrong || k.split(' ').includes(wrong));
      if (!key) {
        unmarked++;
        if (lex.freq.has(wrong)) unmarkedInLexicon++;
        continue;
      }
      const list = found[key] ?? [];
      if (list[0] === target) top1++;
      if (list.slice(0, 5).includes(target)) top5++;
    }
    const pct = (n: number) => `${((100 * n) / Math.max(made, 1)).toFixed(1)}%`;
    console.log(
      `common-word errors (top ${size} unilex forms, judged against unilex + Jang + corpus): ${made}; ` +
        `not marked ${pct(unmarked)} (${unmarkedInLexicon} of them lexicon words); top-1 ${pct(top1)}, top-5 ${pct(top5)} (goal >= 90%)`,
    );
  }
}
