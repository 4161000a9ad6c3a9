import { editDistance } from '../../text/training/edit-distance';

/** Character and word error rates (edit distance over reference length), summed over lines. */
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
