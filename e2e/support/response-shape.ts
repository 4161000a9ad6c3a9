/**
 * Where `actual` departs from the shape of a documented example: the same JSON types, every
 * documented key present (recursively), array elements shaped like the documented first element.
 * Values are not compared: the example shows what a field holds, not what the engine will say.
 * Returns null when the shapes agree, else the path and what differs.
 */
export function shapeMismatch(actual: unknown, documented: unknown, at = '$'): string | null {
  const want = jsonType(documented);
  const got = jsonType(actual);
  if (want !== got) return `${at}: documented ${want}, got ${got}`;
  if (Array.isArray(documented) && Array.isArray(actual)) {
    if (documented.length === 0) return null;
    for (const [i, item] of actual.entries()) {
      const miss = shapeMismatch(item, documented[0], `${at}[${i}]`);
      if (miss) return miss;
    }
    return null;
  }
  if (want === 'object') {
    const doc = documented as Record<string, unknown>;
    const act = actual as Record<string, unknown>;
    for (const key of Object.keys(doc)) {
      if (!(key in act)) return `${at}.${key}: documented, missing`;
      const miss = shapeMismatch(act[key], doc[key], `${at}.${key}`);
      if (miss) return miss;
    }
  }
  return null;
}

function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}
