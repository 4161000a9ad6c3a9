/**
 * [...text].length without building the array (#35: the stemmer measured each candidate stem this
 * way): a surrogate pair counts once, a lone surrogate once, as the string iterator gives them.
 */
export function codePointLength(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}
