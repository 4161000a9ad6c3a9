// Which script a Punjabi text is in, by counting letters.
export type PunjabiScript = 'shahmukhi' | 'gurmukhi' | 'other';

export function punjabiScript(text: string): PunjabiScript {
  let arabic = 0;
  let gurmukhi = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if ((c >= 0x0600 && c <= 0x06ff) || (c >= 0x0750 && c <= 0x077f)) arabic++;
    else if (c >= 0x0a00 && c <= 0x0a7f) gurmukhi++;
  }
  if (arabic === 0 && gurmukhi === 0) return 'other';
  return arabic >= gurmukhi ? 'shahmukhi' : 'gurmukhi';
}

/** True when any Perso-Arabic letter is present: such text must never reach the pa voice. */
export const hasShahmukhi = (text: string) => /[\u0600-\u06ff\u0750-\u077f]/.test(text);
