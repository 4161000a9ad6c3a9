// Tokeniser and sentence splitter against the UD Urdu-UDTB dev treebank (../shared/data/pos):
// token boundaries compared with the treebank's words (its "_" joins are read as spaces), and
// sentence boundaries found when all sentences are run together as one text.
// Run: npm run quality -- text
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitSentences } from '../sentences';
import { tokenize } from '../tokenize';

interface UdSentence {
  text: string;
  forms: string[];
}

function readUd(path: string): UdSentence[] {
  const out: UdSentence[] = [];
  let cur: UdSentence = { text: '', forms: [] };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('# text = ')) cur.text = line.slice(9).replaceAll('_', ' ');
    else if (/^\d+\t/.test(line)) cur.forms.push(...(line.split('\t')[1] ?? '').split('_').filter(Boolean));
    else if (!line.trim() && cur.forms.length) {
      out.push(cur);
      cur = { text: '', forms: [] };
    }
  }
  if (cur.forms.length) out.push(cur);
  return out;
}

/** Tokens matched in order (longest common subsequence) over both token counts. */
function matched(a: string[], b: string[]): number {
  const prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diag = 0;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = a[i - 1] === b[j - 1] ? diag + 1 : Math.max(prev[j]!, prev[j - 1]!);
      diag = up;
    }
  }
  return prev[b.length]!;
}

export async function runQuality(dataDir: string): Promise<void> {
  const path = join(dataDir, 'pos/ud-urdu-udtb.dev.conllu');
  if (!existsSync(path)) {
    console.log(`text: skipped, no treebank at ${path}`);
    return;
  }
  const sentences = readUd(path);
  let gold = 0;
  let found = 0;
  let same = 0;
  for (const s of sentences) {
    const tokens = tokenize(s.text);
    gold += s.forms.length;
    found += tokens.length;
    same += matched(tokens, s.forms);
  }
  const p = same / found;
  const r = same / gold;
  console.log(
    `tokens: ${gold} in ${sentences.length} UD sentences; precision ${(100 * p).toFixed(1)}%, ` +
      `recall ${(100 * r).toFixed(1)}%, F1 ${((200 * p * r) / (p + r)).toFixed(1)}%`,
  );
  const split = splitSentences(sentences.map((s) => s.text).join(' '));
  const goldSet = new Set(sentences.map((s) => s.text.trim()));
  const exact = split.filter((s) => goldSet.has(s)).length;
  console.log(
    `sentences: ${sentences.length} gold, ${split.length} found when run together; ${exact} exactly as in UD ` +
      `(${((100 * exact) / sentences.length).toFixed(1)}%)`,
  );
}
