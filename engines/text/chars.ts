// Character classes for Urdu-script text, by code point range so that tokenising and
// normalising stay fast (a regex per character is ~10x slower on long inputs).

/** Arabic-script combining marks (harakat, tanween, hamza above/below, superscript alef ...). */
export function isArabicMark(code: number): boolean {
  return (
    (code >= 0x064b && code <= 0x065f) ||
    code === 0x0670 ||
    (code >= 0x06d6 && code <= 0x06dc) ||
    (code >= 0x06df && code <= 0x06e4) ||
    code === 0x06e7 ||
    code === 0x06e8 ||
    (code >= 0x06ea && code <= 0x06ed) ||
    (code >= 0x0610 && code <= 0x061a)
  );
}

/** Letters of the Arabic script blocks used for Urdu, Punjabi (Shahmukhi), Sindhi, Persian, Arabic. */
export function isArabicLetter(code: number): boolean {
  return (
    (code >= 0x0620 && code <= 0x064a) ||
    (code >= 0x066e && code <= 0x066f) ||
    (code >= 0x0671 && code <= 0x06d3) ||
    code === 0x06d5 ||
    code === 0x06ee ||
    code === 0x06ef ||
    (code >= 0x06fa && code <= 0x06fc) ||
    code === 0x06ff ||
    (code >= 0x0750 && code <= 0x077f) ||
    (code >= 0x08a0 && code <= 0x08c9)
  );
}

/** ASCII, Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹, the Urdu digits). */
export function isDigit(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) || (code >= 0x0660 && code <= 0x0669) || (code >= 0x06f0 && code <= 0x06f9)
  );
}

export const ZWNJ = 0x200c;
export const ZWJ = 0x200d;

/** Characters that end a sentence in Urdu text: ۔ ؟ ! . ? */
export function isSentenceEnd(code: number): boolean {
  return code === 0x06d4 || code === 0x061f || code === 0x21 || code === 0x2e || code === 0x3f;
}

export function isLineBreak(code: number): boolean {
  return code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029 || code === 0x85;
}

export function isSpace(code: number): boolean {
  return (
    code === 0x20 ||
    code === 0x09 ||
    code === 0x0b ||
    code === 0x0c ||
    code === 0xa0 ||
    isLineBreak(code) ||
    (code >= 0x2000 && code <= 0x200b) ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const letterRe = /\p{L}/u;
const markRe = /\p{M}/u;

/** Any letter: fast paths for ASCII and Arabic, Unicode property for the rest. */
export function isLetter(code: number): boolean {
  if (code < 0x80) return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  if (code >= 0x0600 && code <= 0x06ff) return isArabicLetter(code);
  return letterRe.test(String.fromCodePoint(code));
}

export function isMark(code: number): boolean {
  if (code < 0x0300) return false;
  if (code >= 0x0600 && code <= 0x06ff) return isArabicMark(code);
  return markRe.test(String.fromCodePoint(code));
}

export type Script = 'arabic' | 'latin' | 'gurmukhi' | 'devanagari' | 'other';

/** The writing system of one letter; langid and Roman Urdu detection work on runs of these. */
export function scriptOf(code: number): Script {
  if (code < 0x250) return isLetter(code) ? 'latin' : 'other';
  if (
    (code >= 0x0600 && code <= 0x06ff) ||
    (code >= 0x0750 && code <= 0x077f) ||
    (code >= 0x08a0 && code <= 0x08ff) ||
    (code >= 0xfb50 && code <= 0xfdff) ||
    (code >= 0xfe70 && code <= 0xfeff)
  )
    return 'arabic';
  if (code >= 0x0a00 && code <= 0x0a7f) return 'gurmukhi';
  if (code >= 0x0900 && code <= 0x097f) return 'devanagari';
  if (code >= 0x1e00 && code <= 0x1eff) return 'latin';
  return 'other';
}
