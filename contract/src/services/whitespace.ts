/**
 * What `\s` matches in a JavaScript regular expression (all in the BMP, so one code unit each): the
 * definition that charge units and job summaries have always used. Not engines/text's isSpace, which
 * is the tokenizer's (it also splits at U+0085 and the zero-width space, not at U+1680); the
 * contract is shared with the web app and does not depend on the engines.
 */
export function isSpace(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
