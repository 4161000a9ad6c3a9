/**
 * The page figures split by line: lines fully vowelled (Quranic and other Arabic quotations, which
 * the model reads worst) apart from the rest, for the page reading (split at its line breaks, where
 * it has the page's number of lines) and for the same lines read alone. Tells what of a page's CER
 * is the model's weakness on vowelled text rather than the line finder.
 */
import { ErrorTally } from './error-rates';

/** Arabic short vowels, tanwin, shadda and sukun (U+064B–U+0652). */
const VOWEL_MARK = /[\u064b-\u0652]/g;

/** A line with three or more vowel marks is vowelled text; Urdu prose carries one now and then. */
export function isVowelled(line: string): boolean {
  return (line.match(VOWEL_MARK) ?? []).length >= 3;
}

interface Pair {
  page: ErrorTally;
  alone: ErrorTally;
}

export class PageLineTallies {
  private readonly groups = new Map<string, Pair>();

  /** `read` is the page's reading (lines joined by \n); `alone` each line's own reading. */
  add(script: string, lines: string[], read: string, alone: string[]): void {
    const readLines = read.split('\n');
    const aligned = readLines.length === lines.length;
    for (const [k, line] of lines.entries()) {
      const kind = isVowelled(line) ? 'vowelled lines' : 'lines without vowel marks';
      const key = `${script} ${aligned ? kind : 'lines of pages read with another line count'}`;
      const pair = this.groups.get(key) ?? { page: new ErrorTally(), alone: new ErrorTally() };
      pair.page.add(line, aligned ? (readLines[k] as string) : '');
      pair.alone.add(line, alone[k] ?? '');
      this.groups.set(key, pair);
    }
  }

  /** A markdown table, one row per script and kind of line. */
  table(): string {
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    const rows = [...this.groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([key, { page, alone }]) =>
          `| ${key} | ${page.lines} | ${page.chars} | ${pct(page.cer)} | ${pct(alone.cer)} |`,
      );
    return ['| lines | count | chars | on the page CER | alone CER |', '|---|---|---|---|---|', ...rows].join(
      '\n',
    );
  }
}
