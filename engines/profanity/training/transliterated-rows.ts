import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { transliterateText } from '../../roman/index';

export interface LabelledText {
  text: string;
  label: string;
}

/** Rows of a `text TAB label` file (the label after the last tab). */
function labelled(path: string): LabelledText[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.includes('\t'))
    .map((l) => {
      const tab = l.lastIndexOf('\t');
      return { text: l.slice(0, tab), label: l.slice(tab + 1).trim() };
    });
}

/**
 * A Roman Urdu `text TAB label` file (RUHSOLD) written in Urdu script by engines/roman, for the
 * scripts that calibrate and check the Urdu-script lexicon. Transliterating takes CPU minutes, so
 * `cache` (when given) is read if it exists and written otherwise. Undefined when neither exists.
 */
export function transliteratedRows(romanFile: string, cache: string | undefined): LabelledText[] | undefined {
  if (cache && existsSync(cache)) return labelled(cache);
  if (!existsSync(romanFile)) return undefined;
  const rows = labelled(romanFile).map((r) => ({
    text: transliterateText(r.text).replace(/\s+/g, ' '),
    label: r.label,
  }));
  if (cache) writeFileSync(cache, rows.map((r) => `${r.text}\t${r.label}\n`).join(''));
  return rows;
}
