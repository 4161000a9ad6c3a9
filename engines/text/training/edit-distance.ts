/**
 * Levenshtein distance (insert, delete, substitute, each 1) between two sequences: characters of
 * an array from [...text], UTF-16 units of a string, words, or phonemes. One row of memory.
 */
export function editDistance<T>(a: ArrayLike<T>, b: ArrayLike<T>): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] as number;
}
