// Reads data/urdu-lexicon.tsv into lexicon keys: every generated form (urdu-forms.ts) keyed with
// urduKey. A form written out in the file wins over the same form generated from another entry;
// between generated forms the higher weights win. Entries naming an identity word are dropped.
import { readFileSync } from 'node:fs';
import type { UrduWeights } from '../lexicon';
import { romanKey, urduKey } from '../word-keys';
import { entryForms, type Inflection } from './urdu-forms';

export interface UrduEntry {
  /** The entry as written in the file, and its inflection class: "کتا a". */
  source: string;
  weights: UrduWeights;
  explicit: boolean;
}

const INFLECTIONS = new Set(['-', 'a', 'c', 'i', 'v', 'o']);

export function keyOf(form: string): string {
  return form.split(' ').map(urduKey).join(' ');
}

export function readUrduLexicon(path: string, exclude: ReadonlySet<string>): Map<string, UrduEntry> {
  const out = new Map<string, UrduEntry>();
  for (const [n, line] of readFileSync(path, 'utf8').split('\n').entries()) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [entry = '', weight = '', targeted = '', inflection = '-'] = line.split('\t');
    const weights: UrduWeights = [Number(weight), Number(targeted)];
    if (!INFLECTIONS.has(inflection) || weights.some((w) => !(w >= 0 && w <= 1)))
      throw new Error(`${path}:${n + 1}: bad line "${line}"`);
    const explicitKey = keyOf(entry.trim());
    for (const form of entryForms(entry, inflection as Inflection)) {
      const key = keyOf(form);
      if (!key || key.split(' ').some((k) => exclude.has(k))) continue;
      const candidate: UrduEntry = {
        source: `${entry.trim()} ${inflection}`,
        weights,
        explicit: key === explicitKey,
      };
      const old = out.get(key);
      if (!old || better(candidate, old)) out.set(key, candidate);
    }
  }
  return out;
}

function better(a: UrduEntry, b: UrduEntry): boolean {
  if (a.explicit !== b.explicit) return a.explicit;
  return a.weights[1] + a.weights[0] > b.weights[1] + b.weights[0];
}

/** data/not-profane.txt: words never listed, Roman and Urdu-script keys. */
export function readNotProfane(path: string): { roman: Set<string>; urdu: Set<string> } {
  const roman = new Set<string>();
  const urdu = new Set<string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    for (const w of (line.split('#')[0] ?? '').split(/\s+/).filter(Boolean)) {
      if (/^[a-z]+$/i.test(w)) roman.add(romanKey(w));
      else urdu.add(urduKey(w));
    }
  }
  return { roman, urdu };
}
