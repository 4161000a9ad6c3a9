import { isArabicLetter } from '../text';

/** A lexicon entry: two or more Arabic-script letters (hamza above and madda allowed), nothing else. */
export function isUrduWord(key: string): boolean {
  if (key.length < 2) return false;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (!isArabicLetter(c) && c !== 0x0654 && c !== 0x0653) return false;
  }
  return true;
}
