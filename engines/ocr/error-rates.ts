/** Character and word error rates (edit distance over reference length), summed over lines. */

export function editDistance<T>(reference: readonly T[], hypothesis: readonly T[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= hypothesis.length; j += 1) {
      const substitution = (previous[j - 1] as number) + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution));
    }
    previous = current;
  }
  return previous[hypothesis.length] as number;
}

export class ErrorTally {
  charErrors = 0;
  chars = 0;
  wordErrors = 0;
  words = 0;
  lines = 0;

  add(reference: string, hypothesis: string): void {
    const ref = [...reference];
    const hyp = [...hypothesis];
    this.charErrors += editDistance(ref, hyp);
    this.chars += ref.length;
    const refWords = reference.split(' ').filter(Boolean);
    const hypWords = hypothesis.split(' ').filter(Boolean);
    this.wordErrors += editDistance(refWords, hypWords);
    this.words += refWords.length;
    this.lines += 1;
  }

  get cer(): number {
    return this.chars === 0 ? 0 : this.charErrors / this.chars;
  }

  get wer(): number {
    return this.words === 0 ? 0 : this.wordErrors / this.words;
  }
}
