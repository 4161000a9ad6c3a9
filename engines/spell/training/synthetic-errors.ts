// Single-edit spelling errors for measuring the checker: one letter inserted, deleted, replaced,
// or two neighbours swapped, chosen by a seeded generator so figures are repeatable.
import { seededRandom } from '../../text/training/seeded-random';

export const URDU_LETTERS = [...'اآبپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھءیےئؤۂ'];

export type EditKind = 'insert' | 'delete' | 'substitute' | 'transpose';

export function applyRandomEdit(word: string, rnd: () => number): { text: string; kind: EditKind } {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const kinds: EditKind[] = word.length >= 2 ? ['insert', 'delete', 'substitute', 'transpose'] : ['insert'];
  const kind = pick(kinds);
  const i = Math.floor(rnd() * word.length);
  if (kind === 'insert') {
    const at = Math.floor(rnd() * (word.length + 1));
    return { text: word.slice(0, at) + pick(URDU_LETTERS) + word.slice(at), kind };
  }
  if (kind === 'delete') return { text: word.slice(0, i) + word.slice(i + 1), kind };
  if (kind === 'substitute') {
    const others = URDU_LETTERS.filter((c) => c !== word[i]);
    return { text: word.slice(0, i) + pick(others) + word.slice(i + 1), kind };
  }
  const j = Math.min(i, word.length - 2);
  return { text: word.slice(0, j) + word[j + 1] + word[j] + word.slice(j + 2), kind };
}

export { seededRandom };
