// Splits a sentence into runs of words written in one script ("یہ ہے Roman text یہاں" gives
// three runs). Numbers and punctuation belong to no run; letters are counted per run so
// the Urdu share weighs each run by how much text it holds.
import { type Script, scriptOf, tokenizeWithOffsets } from '../text/index';

export interface ScriptRun {
  script: Script;
  words: string[];
  /** Letters (and their marks) in the run. */
  letters: number;
}

export function scriptRuns(sentence: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const token of tokenizeWithOffsets(sentence)) {
    if (token.kind !== 'word') continue;
    const script = scriptOf(token.text.codePointAt(0) ?? 0);
    const last = runs[runs.length - 1];
    if (last && last.script === script) {
      last.words.push(token.text);
      last.letters += token.text.length;
    } else {
      runs.push({ script, words: [token.text], letters: token.text.length });
    }
  }
  return runs;
}
