// Latin-script words as the Roman Urdu detector sees them: lower case, letters only.
export function latinWords(text: string): string[] {
  const out: string[] = [];
  for (const m of text
    .normalize('NFKD')
    .toLowerCase()
    .matchAll(/[a-z]+/g))
    out.push(m[0]);
  return out;
}
