// text.split(/\s+/).filter(Boolean) by one scan of code units (#35: langid splits every run it
// classifies into words).

/** What a regular expression's \s matches (WhiteSpace and LineTerminator). */
export function isJsSpace(c: number): boolean {
  return (
    c === 0x20 ||
    (c >= 0x09 && c <= 0x0d) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** The non-empty pieces of `text` between runs of white space, as text.split(/\s+/).filter(Boolean). */
export function splitOnSpace(text: string): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    if (isJsSpace(text.charCodeAt(i))) {
      if (start >= 0) out.push(text.slice(start, i));
      start = -1;
    } else if (start < 0) start = i;
  }
  if (start >= 0) out.push(text.slice(start));
  return out;
}
