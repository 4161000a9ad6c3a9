// Python spellings of the document's names: snake_case keywords, PascalCase types, literals.

const KEYWORDS = new Set(
  (
    'False None True and as assert async await break class continue def del elif else except finally for ' +
    'from global if import in is lambda nonlocal not or pass raise return try while with yield'
  ).split(' '),
);

/** `callbackUrl` -> `callback_url`, `timestamp_granularities[]` -> `timestamp_granularities`. */
export function snakeCase(name: string): string {
  const snake = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
  const safe = /^[0-9]/.test(snake) || snake === '' ? `f_${snake}` : snake;
  return KEYWORDS.has(safe) ? `${safe}_` : safe;
}

/** `female_tts` -> `FemaleTts`. */
export function pascalCase(name: string): string {
  return snakeCase(name)
    .split('_')
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}

/** A name usable as a Python identifier as it is (else a TypedDict needs its functional form). */
export function isIdentifier(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !KEYWORDS.has(name);
}

/** A JSON value as a Python literal (JSON's string escapes are Python's too). */
export function pythonLiteral(value: unknown): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  throw new Error(`no Python literal for ${JSON.stringify(value)}`);
}

/** Text as lines of at most `width` characters, each starting with `indent`. */
export function wrap(text: string, width: number, indent: string): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    if (lines.length > 0) lines.push('');
    let line = '';
    for (const word of paragraph.split(/\s+/).filter((w) => w !== '')) {
      if (line !== '' && indent.length + line.length + 1 + word.length > width) {
        lines.push(indent + line);
        line = word;
      } else {
        line = line === '' ? word : `${line} ${word}`;
      }
    }
    if (line !== '') lines.push(indent + line);
  }
  return lines.map((l) => (l.trim() === '' ? '' : l));
}

/** Text safe inside a triple-quoted docstring. */
export function docText(text: string): string {
  return text.replaceAll('\\', '\\\\').replaceAll('"""', '\\"\\"\\"');
}
