import { tokenizeWithOffsets } from '../text';
import { type StemOptions, stemWord } from './stem';

/** Stems of the words of a text, space-separated, in input order; numbers kept, punctuation dropped. */
export function stemText(text: string, opts: StemOptions = {}): string {
  const out: string[] = [];
  for (const t of tokenizeWithOffsets(text)) {
    if (t.kind === 'word') out.push(stemWord(t.text, opts));
    else if (t.kind === 'number') out.push(t.text);
  }
  return out.join(' ');
}
