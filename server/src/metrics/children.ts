/**
 * The cells of a metric (cells.ts), made once per combination of label values and then found by
 * Map look-ups: recording a paid call allocates no label object and joins no key string (the
 * values are few and bounded, so the maps stay small).
 */
export function childrenOf1<T>(make: (a: string) => T): (a: string) => T {
  const made = new Map<string, T>();
  return (a) => {
    let child = made.get(a);
    if (child === undefined) {
      child = make(a);
      made.set(a, child);
    }
    return child;
  };
}

export function childrenOf2<T>(make: (a: string, b: string) => T): (a: string, b: string) => T {
  const byFirst = childrenOf1((a) => childrenOf1((b) => make(a, b)));
  return (a, b) => byFirst(a)(b);
}

export function childrenOf3<T>(
  make: (a: string, b: string, c: string) => T,
): (a: string, b: string, c: string) => T {
  const byFirst = childrenOf1((a) => childrenOf2((b, c) => make(a, b, c)));
  return (a, b, c) => byFirst(a)(b, c);
}
