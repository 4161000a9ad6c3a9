// Adds careless spellings (word-keys.ts spellingVariants) of the Urdu-script keys, each only when
// the words it changes are not common words of a frequency list: "گاندو" is added for "گانڈو",
// "بند" (closed) is not added for "بنڈ". Also prints generated inflections that are common words,
// for a person to review ("دلوں" hearts must not come from "دلا").
import { existsSync, readFileSync } from 'node:fs';
import { spellingVariants, urduKey } from '../word-keys';
import type { UrduEntry } from './urdu-entries';

/** A word seen this often in the frequency list (3.6M words) is a word of its own, not a misspelling. */
export const COMMON_WORD_COUNT = 30;

export function readFrequencies(path: string): Map<string, number> | undefined {
  if (!existsSync(path)) {
    console.log(`profanity: ${path} not found; no spelling variants added.`);
    return undefined;
  }
  const out = new Map<string, number>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [word, count] = line.split('\t');
    if (!word || line.startsWith('#') || !/^\d+$/.test(count ?? '')) continue;
    const key = urduKey(word);
    out.set(key, (out.get(key) ?? 0) + Number(count));
  }
  return out;
}

function isCommon(word: string, freq: ReadonlyMap<string, number>, minCount: number): boolean {
  return (freq.get(word) ?? 0) >= minCount;
}

export function addSpellingVariants(
  entries: Map<string, UrduEntry>,
  freq: ReadonlyMap<string, number>,
  minCount: number,
): number {
  let added = 0;
  for (const [key, entry] of [...entries]) {
    const words = key.split(' ');
    for (const variant of spellingVariants(key)) {
      if (entries.has(variant)) continue;
      const changed = variant.split(' ').filter((w, i) => w !== words[i]);
      if (changed.some((w) => isCommon(w, freq, minCount))) continue;
      entries.set(variant, { ...entry, explicit: false });
      added++;
    }
  }
  return added;
}

export function reportCommonInflections(
  entries: ReadonlyMap<string, UrduEntry>,
  freq: ReadonlyMap<string, number>,
  minCount: number,
): void {
  for (const [key, entry] of entries) {
    if (entry.explicit || key.includes(' ') || !isCommon(key, freq, minCount)) continue;
    console.log(`  review: "${key}" (${freq.get(key)}) generated from "${entry.source}"`);
  }
}
