// Splits a sentence into runs of words written in one script ("یہ ہے Roman text یہاں" gives
// three runs). Numbers and punctuation belong to no run; letters are counted per run so
// the Urdu share weighs each run by how much text it holds.
import { type Script, scanTokens, scriptOf } from '../text/index';

export interface ScriptRun {
  script: Script;
  words: string[];
  /** Letters (and their marks) in the run. */
  letters: number;
}

export function scriptRuns(sentence: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  // scanTokens: the tokens of tokenizeWithOffsets without an object per token (#35).
  scanTokens(sentence, (kind, start, end) => {
    if (kind !== 'word') return;
    const word = sentence.slice(start, end);
    const script = scriptOf(word.codePointAt(0) ?? 0);
    const last = runs[runs.length - 1];
    if (last && last.script === script) {
      last.words.push(word);
      last.letters += word.length;
    } else {
      runs.push({ script, words: [word], letters: word.length });
    }
  });
  return runs;
}
