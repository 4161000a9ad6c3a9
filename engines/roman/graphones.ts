// A graphone pairs a Roman chunk with the Urdu letters it stands for ("kh" -> "خ", "a" -> "").
// These shapes bound both the EM alignment and the decoder's search.

/** [roman length, urdu length] of every chunk pair the model may use. */
export const GRAPHONE_SHAPES: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [2, 0],
  [0, 1],
  [1, 1],
  [2, 1],
  [3, 1],
  [1, 2],
  [2, 2],
  [3, 2],
];

export const MAX_ROMAN_CHUNK = 3;

export function graphoneKey(roman: string, urdu: string): string {
  return `${roman}\u0001${urdu}`;
}

export function splitGraphoneKey(key: string): [string, string] {
  const i = key.indexOf('\u0001');
  return [key.slice(0, i), key.slice(i + 1)];
}
