import { scanTokens } from '../text';
import { type StemOptions, stemWord } from './stem';

/** Future auxiliaries written as separate words (ہوں گے, جائیں گی). */
const FUTURE_AUX = new Set(['گا', 'گی', 'گے']);

/**
 * Stems of the words of a text, space-separated, in input order; numbers kept, punctuation dropped.
 * A verb followed by a future auxiliary is stemmed as the joined form (ہوں گے as ہوں_گے: ہونا,
 * not the copula ہوں).
 */
export function stemText(text: string, opts: StemOptions = {}): string {
  const out: string[] = [];
  // Each word waits for the next token, which says whether it is a future auxiliary (scanTokens
  // builds no token objects: #35).
  let pending: string | undefined;
  scanTokens(text, (kind, start, end) => {
    const word = kind === 'punct' ? '' : text.slice(start, end);
    if (pending !== undefined) {
      const future = kind === 'word' && FUTURE_AUX.has(word);
      out.push(stemWord(future ? `${pending}_${word}` : pending, opts));
      pending = undefined;
    }
    if (kind === 'number') out.push(word);
    else if (kind === 'word') pending = word;
  });
  if (pending !== undefined) out.push(stemWord(pending, opts));
  return out.join(' ');
}
