// lookupKey (normalize.ts) runs a dozen regular-expression passes, Unicode normalisation and case
// folding over its input; most words of Urdu text come out of them unchanged. fastLookupKey gives
// the same result, and skips the passes when every character is one they leave as it is (#35: the
// stemmer and langid key every new word and every run of text, and the passes were most of it).
import { lookupKey } from './normalize';

/** Code points below this are checked by a table; any other character takes the full passes. */
const TABLE_END = 0x0780;

/**
 * Characters that lookupKey leaves unchanged alone: ASCII (not upper case, not CR or the tab-like
 * spaces), the Arabic block (not the letters it respells, digits, marks, tatweel or format
 * characters) and the Arabic Supplement. fast-lookup-key.test.ts checks every pair of them too:
 * Unicode normalisation composes a pair only when its second character is a mark.
 */
export const PLAIN_KEY_CHARACTERS: Uint8Array = (() => {
  const plain = new Uint8Array(TABLE_END);
  const mark = /[\p{M}\p{Cf}]/u;
  for (let c = 0; c < TABLE_END; c++) {
    const candidate = (c >= 0x20 && c < 0x7f) || c === 0x0a || (c >= 0x0600 && c < TABLE_END);
    const ch = String.fromCharCode(c);
    if (candidate && !mark.test(ch) && lookupKey(ch) === ch) plain[c] = 1;
  }
  return plain;
})();

/** Exactly lookupKey(text), faster when the text needs none of its changes. */
export function fastLookupKey(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= TABLE_END || PLAIN_KEY_CHARACTERS[c] === 0) return lookupKey(text);
  }
  return text;
}
