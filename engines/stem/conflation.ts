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
  const lemmasOfStem = new Map<string, Set<string>>();
  for (const x of list) lemmasOfStem.set(x.stem, (lemmasOfStem.get(x.stem) ?? new Set()).add(x.lemma));
  const mixed = [...lemmasOfStem.values()].filter((l) => l.size > 1).length;
  return {
    items: list.length,
    conflation: byLemma ? byLemmaStem / byLemma : 1,
    samePairs: byLemma,
    overStemming: byStem ? crossLemmaSameStem / byStem : 0,
    mergedPairs: byStem,
    overStemmingIndex: crossLemmaSameStem / Math.max(1, pairsIn(list.length) - count((x) => x.lemma)),
    mixedStems: lemmasOfStem.size ? mixed / lemmasOfStem.size : 0,
  };
}
