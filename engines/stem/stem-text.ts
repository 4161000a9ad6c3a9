import { scanTokens } from '../text';
import { type StemOptions, stemWord } from './stem';

/** Future auxiliaries written as separate words (ہوں گے, جائیں گی): گا, گی, گے, compared by code unit. */
function isFutureAux(text: string, start: number, end: number): boolean {
  if (end - start !== 2 || text.charCodeAt(start) !== 0x06af) return false;
  const last = text.charCodeAt(start + 1);
  return last === 0x0627 || last === 0x06cc || last === 0x06d2;
}

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
      const future = kind === 'word' && isFutureAux(text, start, end);
      out.push(stemWord(future ? `${pending}_${word}` : pending, opts));
      pending = undefined;
    }
    if (kind === 'number') out.push(word);
    else if (kind === 'word') pending = word;
  });
  if (pending !== undefined) out.push(stemWord(pending, opts));
  return out.join(' ');
}
