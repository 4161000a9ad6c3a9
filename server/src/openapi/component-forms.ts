type Json = Record<string, unknown>;

const prefix = '#/components/schemas/';
const inputSuffix = 'Input';

/** Every component a value refers to by `$ref`. */
function refsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(prefix)) {
        into.add(child.slice(prefix.length));
      } else refsIn(child, into);
    }
  }
  return into;
}

/** The value with each component reference renamed by `rename`. */
function renamed(value: unknown, rename: (name: string) => string): unknown {
  return JSON.parse(JSON.stringify(value), (key, child: unknown) =>
    key === '$ref' && typeof child === 'string' && child.startsWith(prefix)
      ? prefix + rename(child.slice(prefix.length))
      : child,
  );
}

/** The components the paths use, directly or through other components. */
function reachable(paths: unknown, schemas: Record<string, unknown>): Set<string> {
  const seen = new Set<string>();
  const queue = [...refsIn(paths)];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...refsIn(schemas[name]));
  }
  return seen;
}

/**
 * fastify-type-provider-zod writes every named schema in two forms: `X` as an answer is sent and
 * `XInput` as a request is read (zod's input and output differ where a field has a default or a
 * transform). Keeps one name where one will do: a schema used only in requests is `X`, and one used
 * both ways with the same two forms is `X`; only a schema whose forms differ keeps both. Drops the
 * components no documented path uses (the other form, a hidden staff route's schema).
 */
export function tidyComponents(paths: Json, schemas: Record<string, unknown>) {
  const used = reachable(paths, schemas);
  const base = (name: string) => name.slice(0, -inputSuffix.length);
  const pairs = [...used].filter((n) => n.endsWith(inputSuffix) && base(n) in schemas);
  // A request-only schema takes the plain name; one used both ways does when its forms agree, which
  // for a schema that refers to others holds only once those have become one too: so, until stable.
  const single = new Set(pairs.filter((n) => !used.has(base(n))));
  let merged = new Set(pairs.filter((n) => used.has(base(n))));
  const nameOf = (name: string) => (single.has(name) || merged.has(name) ? base(name) : name);
  for (let changed = true; changed; ) {
    const agree = [...merged].filter(
      (n) =>
        JSON.stringify(renamed(schemas[n], nameOf)) === JSON.stringify(renamed(schemas[base(n)], nameOf)),
    );
    changed = agree.length !== merged.size;
    merged = new Set(agree);
  }
  const tidy: Record<string, unknown> = {};
  for (const name of [...used].sort()) {
    if (merged.has(name)) continue;
    tidy[nameOf(name)] = renamed(schemas[name], nameOf);
  }
  return { paths: renamed(paths, nameOf) as Json, schemas: tidy };
}
