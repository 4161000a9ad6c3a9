import { spawnSync } from 'node:child_process';

/**
 * Lexicon classes from Apertium's Urdu analyser (Debian apertium-urd): for each word, the
 * sorted set of its possible first-level categories (n, np, adj, vblex, post ...), or '*'
 * when the analyser does not know it. Used only when training: the classes of the words a
 * model may meet are baked into the model file, so tagging needs no native tool.
 */
export const APERTIUM_URD_ANALYSER = '/usr/share/apertium/apertium-urd/urd.automorf.bin';
export const UNKNOWN_CLASS = '*';

/** Parses one lt-proc line "^word/lemma<n><m>.../lemma<adj>...$" into word and class. */
export function parseAnalysis(line: string): [string, string] | null {
  const match = /^\^(.*?)\/(.*)\$$/.exec(line.trim());
  if (!match) return null;
  const [, word, rest] = match;
  if (!word || rest === undefined || rest.startsWith('*')) return null;
  const categories = new Set<string>();
  for (const reading of rest.split('/')) {
    const first = /^[^<]*<([a-z]+)>/.exec(reading);
    categories.add(first?.[1] ?? '?');
  }
  return [word, [...categories].sort().join('+')];
}

/** Runs lt-proc once over the given words (one per line). Throws naming the package when absent. */
export function analyseWords(words: Iterable<string>, analyser = APERTIUM_URD_ANALYSER): Map<string, string> {
  // lt-proc treats these characters as stream syntax; such tokens are punctuation anyway.
  const clean = [...new Set(words)].filter((w) => w !== '' && !/[[\]\\^$@<>{}/\s]/.test(w));
  const run = spawnSync('lt-proc', [analyser], {
    input: `${clean.join('\n')}\n`,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (run.error || run.status !== 0) {
    throw new Error(
      `lt-proc failed (${run.error?.message ?? run.stderr}); install the Debian packages lttoolbox and apertium-urd`,
    );
  }
  return classesByLine(clean, run.stdout);
}

/**
 * Pairs lt-proc's output line k with input word k. lt-proc splits a word it cannot take whole
 * (a diacritic, a mark or a letter sequence it reads as two units) into several "^...$" units on
 * that line; the first unit's surface is then only part of the word, and reading the line as
 * that part's analysis gave, e.g., خبر (n) the classes n+adj from the Wikipedia token خبرِواحد,
 * so a word's class depended on which other words were analysed in the same run. Such lines
 * are skipped: the word counts as unknown to the analyser, as it is.
 */
export function classesByLine(words: readonly string[], output: string): Map<string, string> {
  const lines = output.split('\n');
  const classes = new Map<string, string>();
  words.forEach((word, k) => {
    const line = lines[k] ?? '';
    if (line.indexOf('^') !== line.lastIndexOf('^')) return;
    const parsed = parseAnalysis(line);
    if (parsed && parsed[0] === word) classes.set(word, parsed[1]);
  });
  return classes;
}
