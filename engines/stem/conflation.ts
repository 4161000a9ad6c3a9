// Conflation figures for a stemmer against gold lemmas, used by quality.ts and its test.
// Items are distinct (form, lemma) pairs; pairs of items with the same form are ambiguity of the
// word itself, not a stemmer error, and are left out of both figures.

export interface LemmaItem {
  form: string;
  lemma: string;
}

export interface ConflationFigures {
  items: number;
  /** Same-lemma pairs of different forms that got one stem / all such pairs. */
  conflation: number;
  samePairs: number;
  /** Pairs that share a stem but have different lemmas / all pairs that share a stem. */
  overStemming: number;
  mergedPairs: number;
  /** Paice's over-stemming index: different-lemma pairs merged / all different-lemma pairs. */
  overStemmingIndex: number;
  /** Stems whose forms come from more than one lemma / all stems. */
  mixedStems: number;
}

function pairsIn(n: number): number {
  return (n * (n - 1)) / 2;
}

export function conflationFigures(items: LemmaItem[], stem: (w: string) => string): ConflationFigures {
  const unique = new Map<string, LemmaItem>();
  for (const it of items) unique.set(`${it.form}\t${it.lemma}`, it);
  const list = [...unique.values()].map((it) => ({ ...it, stem: stem(it.form) }));
  // Count pairs by grouping: (lemma), (stem), (lemma, stem), and the same-form corrections.
  const count = (key: (x: (typeof list)[number]) => string) => {
    const m = new Map<string, number>();
    for (const x of list) m.set(key(x), (m.get(key(x)) ?? 0) + 1);
    let pairs = 0;
    for (const n of m.values()) pairs += pairsIn(n);
    return pairs;
  };
  const byLemma = count((x) => x.lemma) - count((x) => `${x.lemma}\t${x.form}`);
  const byLemmaStem = count((x) => `${x.lemma}\t${x.stem}`) - count((x) => `${x.lemma}\t${x.form}`);
  const byStem = count((x) => x.stem) - count((x) => x.form);
  const crossLemmaSameStem = byStem - byLemmaStem;
  // different-lemma pairs, less those of one form (a homograph such as UniMorph's اتری), which the
  // numerator leaves out too
  const sameFormPairs = count((x) => x.form) - count((x) => `${x.lemma}\t${x.form}`);
  const differentLemmaPairs = pairsIn(list.length) - count((x) => x.lemma) - sameFormPairs;
  const lemmasOfStem = new Map<string, Set<string>>();
  for (const x of list) lemmasOfStem.set(x.stem, (lemmasOfStem.get(x.stem) ?? new Set()).add(x.lemma));
  const mixed = [...lemmasOfStem.values()].filter((l) => l.size > 1).length;
  return {
    items: list.length,
    conflation: byLemma ? byLemmaStem / byLemma : 1,
    samePairs: byLemma,
    overStemming: byStem ? crossLemmaSameStem / byStem : 0,
    mergedPairs: byStem,
    overStemmingIndex: crossLemmaSameStem / Math.max(1, differentLemmaPairs),
    mixedStems: lemmasOfStem.size ? mixed / lemmasOfStem.size : 0,
  };
}

export interface MixedStem {
  stem: string;
  /** Pairs of its forms whose lemmas differ: what the stem adds to the over-stemming count. */
  crossPairs: number;
  forms: LemmaItem[];
}

/**
 * Stems whose forms come from more than one lemma, most cross-lemma pairs first: where the strict
 * over-stemming figure comes from (a stray lemma in a large verb paradigm costs one pair per form).
 */
export function worstMixedStems(items: LemmaItem[], stem: (w: string) => string, n: number): MixedStem[] {
  const groups = new Map<string, Map<string, LemmaItem>>();
  for (const it of items) {
    const s = stem(it.form);
    const group = groups.get(s) ?? new Map<string, LemmaItem>();
    group.set(`${it.form}\t${it.lemma}`, it);
    groups.set(s, group);
  }
  const mixed: MixedStem[] = [];
  for (const [s, group] of groups) {
    const forms = [...group.values()];
    let crossPairs = 0;
    for (let i = 0; i < forms.length; i++)
      for (let j = i + 1; j < forms.length; j++) {
        const a = forms[i];
        const b = forms[j];
        if (a && b && a.lemma !== b.lemma && a.form !== b.form) crossPairs++;
      }
    if (crossPairs > 0) mixed.push({ stem: s, crossPairs, forms });
  }
  return mixed.sort((a, b) => b.crossPairs - a.crossPairs).slice(0, n);
}
