// Conflation figures for a stemmer against gold lemmas, used by quality.ts and its test.
// Items are distinct (form, lemma) pairs; pairs of items with the same form are ambiguity of the
// word itself, not a stemmer error, and are left out of both figures.

export interface LemmaItem {
  form: string;
  lemma: string;
  /**
   * Every lemma the gold data gives this form in some occurrence (`lemma` among them). A merge of
   * two forms is an over-stemming error only when they have no reading in common: a stemmer that
   * sees no context cannot be faulted for joining بنا (بنانا, and بننا in other sentences) with
   * بننے. Absent: the one lemma.
   */
  readings?: readonly string[];
}

/** Two forms of different lemmas that no reading of either joins. */
function crossesLemmas(a: LemmaItem, b: LemmaItem): boolean {
  if (a.lemma === b.lemma || a.form === b.form) return false;
  const ra = a.readings ?? [a.lemma];
  const rb = b.readings ?? [b.lemma];
  return !ra.some((l) => rb.includes(l));
}

export interface ConflationFigures {
  items: number;
  /** Same-lemma pairs of different forms that got one stem / all such pairs. */
  conflation: number;
  samePairs: number;
  /**
   * Pairs that share a stem but have no lemma in common / all pairs (of different forms) that
   * share a stem.
   */
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
  const crossLemmaSameStem = crossPairsByStem(list).reduce((sum, g) => sum + g.crossPairs, 0);
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

function crossPairsByStem(items: readonly (LemmaItem & { stem: string })[]): MixedStem[] {
  const groups = new Map<string, Map<string, LemmaItem>>();
  for (const it of items) {
    const group = groups.get(it.stem) ?? new Map<string, LemmaItem>();
    group.set(`${it.form}\t${it.lemma}`, it);
    groups.set(it.stem, group);
  }
  const out: MixedStem[] = [];
  for (const [stem, group] of groups) {
    const forms = [...group.values()];
    let crossPairs = 0;
    for (let i = 0; i < forms.length; i++)
      for (let j = i + 1; j < forms.length; j++)
        if (crossesLemmas(forms[i] as LemmaItem, forms[j] as LemmaItem)) crossPairs++;
    out.push({ stem, crossPairs, forms });
  }
  return out;
}

/**
 * Stems whose forms come from more than one lemma, most cross-lemma pairs first: where the strict
 * over-stemming figure comes from (a stray lemma in a large verb paradigm costs one pair per form).
 */
export function worstMixedStems(items: LemmaItem[], stem: (w: string) => string, n: number): MixedStem[] {
  return crossPairsByStem(items.map((it) => ({ ...it, stem: stem(it.form) })))
    .filter((m) => m.crossPairs > 0)
    .sort((a, b) => b.crossPairs - a.crossPairs)
    .slice(0, n);
}
