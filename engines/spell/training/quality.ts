// Spell-checker quality on the held-out tenth of ../shared/data/corpus (never counted into the
// lexicon): false alarms on the correct words, and top-1 / top-5 suggestions for single-edit
// errors made from those words. Run: npm run quality -- spell
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lookupKey, tokenizeWithOffsets, wordTokens } from '../../text';
import { checkSpelling } from '../check';
import { lexicon } from '../lexicon';
import { isCheckable, suggest } from '../suggest';
import { CORPUS_FILE, isHeldOut } from './corpus-split';
import { commonWordErrors } from './quality-common-words';
import { applyRandomEdit, seededRandom } from './synthetic-errors';

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;

export async function runQuality(dataDir: string): Promise<void> {
  const path = join(dataDir, CORPUS_FILE);
  if (!existsSync(path)) {
    console.log(`spell: skipped, no corpus at ${path}`);
    return;
  }
  const corpus = readFileSync(path, 'utf8').split('\n');
  const sentences = corpus.filter((_, i) => isHeldOut(i)).filter((s) => s.trim());
  // False alarms are counted on checkSpelling's own output: words inside red spans.
  const words = sentences.flatMap((s) => wordTokens(s)).filter(isCheckable);
  let flagged = 0;
  for (const s of sentences) {
    for (const m of checkSpelling(s).markup.matchAll(/data-word="([^"]*)"/g))
      flagged += wordTokens(m[1] ?? '').length;
  }
  console.log(
    `held-out sentences: ${sentences.length}, Urdu words: ${words.length}; false alarms ${pct(flagged, words.length)} (target <= 3%)`,
  );

  const lex = lexicon();
  const rnd = seededRandom(Number(process.env.SPELL_SEED ?? 7));
  let made = 0;
  let realWord = 0;
  let top1 = 0;
  let top5 = 0;
  let notFlagged = 0;
  let inContext1 = 0;
  let inContext5 = 0;
  let inLexicon = 0;
  let top1InLex = 0;
  let top5InLex = 0;
  const limit = Number(process.env.SPELL_ERRORS ?? 2000);
  for (const s of sentences) {
    if (made >= limit) break;
    const candidates = tokenizeWithOffsets(s).filter(
      (t) => t.kind === 'word' && isCheckable(t.text) && lookupKey(t.text).length >= 3,
    );
    if (candidates.length === 0) continue;
    const picked = candidates[Math.floor(rnd() * candidates.length)]!;
    const target = lookupKey(picked.text);
    const { text: wrong } = applyRandomEdit(target, rnd);
    // An edit that lands on another real word cannot be caught without context; counted apart.
    if (lex.freq.has(wrong)) {
      realWord++;
      continue;
    }
    made++;
    const list = suggest(wrong, 5);
    const hit1 = list[0] === target;
    const hit5 = list.includes(target);
    if (hit1) top1++;
    if (hit5) top5++;
    // The same error inside its sentence, through checkSpelling (context reranks the suggestions).
    const inSentence = checkSpelling(s.slice(0, picked.start) + wrong + s.slice(picked.end)).suggestions;
    const keys = Object.keys(inSentence);
    const key = keys.includes(wrong) ? wrong : keys.find((k) => k.split(' ').includes(wrong));
    if (!key) notFlagged++;
    const ctx = key ? (inSentence[key] ?? []) : [];
    if (ctx[0] === target) inContext1++;
    if (ctx.slice(0, 5).includes(target)) inContext5++;
    if (lex.freq.has(target)) {
      inLexicon++;
      if (hit1) top1InLex++;
      if (hit5) top5InLex++;
    }
  }
  console.log(
    `single-edit non-word errors: ${made} (another ${realWord} edits made real words and were skipped); ` +
      `top-1 ${pct(top1, made)} (target >= 75%), top-5 ${pct(top5, made)} (target >= 92%)`,
  );
  console.log(
    `  the same errors in their sentences through checkSpelling (context): top-1 ${pct(inContext1, made)}, top-5 ${pct(inContext5, made)} ` +
      `(${notFlagged} errors not marked)`,
  );
  console.log(
    `  of which the original word is in the lexicon: ${inLexicon}; top-1 ${pct(top1InLex, inLexicon)}, top-5 ${pct(top5InLex, inLexicon)}`,
  );
  commonWordErrors(dataDir, corpus, sentences);
}
