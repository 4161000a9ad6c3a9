// Latin-script words as the Roman Urdu detector sees them: lower case, letters only.
import { normalizeForm } from '../text/index';

export function latinWords(text: string): string[] {
  const out: string[] = [];
  for (const m of normalizeForm(text, 'NFKD')
    .toLowerCase()
    .matchAll(/[a-z]+/g))
    out.push(m[0]);
  return out;
}
