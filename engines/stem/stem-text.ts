import { tokenizeWithOffsets } from '../text';
import { type StemOptions, stemWord } from './stem';

/** Future auxiliaries written as separate words (ہوں گے, جائیں گی). */
const FUTURE_AUX = new Set(['گا', 'گی', 'گے']);

/**
 * Stems of the words of a text, space-separated, in input order; numbers kept, punctuation dropped.
 * A verb followed by a future auxiliary is stemmed as the joined form (ہوں گے as ہوں_گے: ہونا,
 * not the copula ہوں).
 */
export function stemText(text: string, opts: StemOptions = {}): string {
  const tokens = tokenizeWithOffsets(text);
  const out: string[] = [];
  tokens.forEach((t, i) => {
    if (t.kind === 'number') out.push(t.text);
    if (t.kind !== 'word') return;
    const next = tokens[i + 1];
    const future = next?.kind === 'word' && FUTURE_AUX.has(next.text);
    out.push(stemWord(future ? `${t.text}_${next.text}` : t.text, opts));
  });
  return out.join(' ');
}
