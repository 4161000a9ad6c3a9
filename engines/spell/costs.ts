// Urdu-aware edit costs: letters that look alike (same skeleton, different dots) or sound alike
// (ز/ذ/ض/ظ, س/ص/ث, ت/ط, ہ/ح/ھ ...) are cheap to confuse; so are the vowel letters and aspiration.

const GROUPS: string[] = [
  'زذضظژ', // z sounds
  'سصثش', // s sounds (ش looks like س)
  'تطٹث', // t sounds; ٹ and ث share the skeleton of ت
  'ہحھۂة', // h sounds
  'اآعأ', // alef and ain
  'یےئى', // yeh forms
  'کقگ', // k sounds; گ looks like ک
  'وؤ',
  'نں',
  'دڈذ', // look alike
  'رڑز', // look alike
  'بپتٹث', // one skeleton
  'جچحخ', // one skeleton
  'فق', // look alike
  'عغ', // look alike
  'غگ',
];

// Tuned on single-edit errors from the held-out corpus sentences (npm run quality -- spell).
export const COST = {
  /** Adding a letter the input lacks: dropping a letter is the most common typing slip. */
  insert: 0.6,
  /** Removing a letter the input has in excess. */
  delete: 1,
  substitute: 1,
  transpose: 0.5,
  similar: 0.8,
  /** Factor on insert/delete of a vowel letter or the aspiration mark, a common spelling variation. */
  softIndel: 0.9,
  /** A missing space: the word is two lexicon words written together. */
  split: 1.6,
  /** How much one unit of edit cost outweighs frequency (log10 per billion) in the ranking. */
  weight: 3.5,
};

const SOFT_INDEL = new Set(['ا', 'و', 'ی', 'ھ', 'ہ', 'ئ', 'ء', 'ے', 'ں']);

const similar = new Set<string>();
for (const g of GROUPS) for (const a of g) for (const b of g) if (a !== b) similar.add(a + b);

export function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  return similar.has(a + b) ? COST.similar : COST.substitute;
}

function insertCost(c: string): number {
  return SOFT_INDEL.has(c) ? COST.insert * COST.softIndel : COST.insert;
}

function deleteCost(c: string): number {
  return SOFT_INDEL.has(c) ? COST.delete * COST.softIndel : COST.delete;
}

/**
 * Weighted optimal-string-alignment distance (Damerau-Levenshtein without repeated edits of a
 * substring) from the typed word a to the candidate b.
 */
// Three rows reused across calls: candidates are scored by the hundred per misspelt word.
let rows = [new Float64Array(64), new Float64Array(64), new Float64Array(64)];

export function editCost(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const n = a.length;
  const m = b.length;
  if (rows[0]!.length <= m)
    rows = [new Float64Array(m + 1), new Float64Array(m + 1), new Float64Array(m + 1)];
  let [prev2, prev, cur] = rows as [Float64Array, Float64Array, Float64Array];
  prev[0] = 0;
  for (let j = 1; j <= m; j++) prev[j] = prev[j - 1]! + insertCost(b[j - 1]!);
  for (let i = 1; i <= n; i++) {
    const ai = a[i - 1]!;
    cur[0] = prev[0]! + deleteCost(ai);
    let rowMin = cur[0];
    for (let j = 1; j <= m; j++) {
      const bj = b[j - 1]!;
      let v = Math.min(
        prev[j]! + deleteCost(ai),
        cur[j - 1]! + insertCost(bj),
        prev[j - 1]! + substitutionCost(ai, bj),
      );
      if (i > 1 && j > 1 && ai === b[j - 2] && a[i - 2] === bj)
        v = Math.min(v, prev2[j - 2]! + COST.transpose);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return rowMin;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[m]!;
}
