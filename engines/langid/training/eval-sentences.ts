// Labelled sentences for the langid quality script. Urdu and Roman Urdu come from
// ../shared/data (Dakshina dev sentences); the other languages from the gettext catalogues
// Debian installs under /usr/share/locale (English msgids; Persian, Arabic, Pashto, Sindhi,
// Gurmukhi Punjabi and Hindi translations), and Shahmukhi Punjabi from the Gurmukhi ones
// through ../shared/data/punjabi's character rules.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeUrdu, splitSentences } from '../../text/index';
import { readMoFile } from './mo-file';

export interface LabelledSentence {
  text: string;
  lang: string;
  urdu: boolean;
}

const LOCALE_DIR = '/usr/share/locale';
const CATALOGUE_LANGS = ['fa', 'ar', 'ps', 'sd', 'pa', 'hi'];

/** UI strings with placeholders, mnemonics or identifiers are not sentences. */
function isSentenceLike(s: string): boolean {
  // gettext context separator (U+0004) marks a msgctxt, not text.
  if (s.includes(String.fromCharCode(4)) || /[%_&<>{}\\/@=|]|\.\.\.|[a-z][A-Z]/.test(s)) return false;
  return s.trim().split(/\s+/).length >= 4;
}

export interface CatalogueMessage {
  id: string;
  str: string;
  /** The catalogue (package) it comes from, e.g. "gtk30". */
  catalogue: string;
}

/** Every message of one language's catalogues, in catalogue-name order (ISO code lists left out). */
export function catalogueMessages(lang: string): CatalogueMessage[] {
  const dir = join(LOCALE_DIR, lang, 'LC_MESSAGES');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mo') && !f.startsWith('iso_'))
    .sort()
    .flatMap((f) => readMoFile(join(dir, f)).map((m) => ({ ...m, catalogue: f.replace(/\.mo$/, '') })));
}

/** Sentences the quality script takes per language; training must not see these catalogues. */
export const EVAL_SENTENCES_PER_LANG = 600;

/** Catalogues of a language from which gettextSentences(limit) draws at least one sentence. */
export function evaluationCatalogues(lang: string, limitPerLang = EVAL_SENTENCES_PER_LANG): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  for (const m of catalogueMessages(lang)) {
    if (seen.size >= limitPerLang) break;
    if (m.str && m.str !== m.id && isSentenceLike(m.str) && !seen.has(m.str)) {
      seen.add(m.str);
      used.add(m.catalogue);
    }
  }
  return used;
}

export function gettextSentences(limitPerLang: number): LabelledSentence[] {
  const out: LabelledSentence[] = [];
  const english = new Set<string>();
  for (const lang of CATALOGUE_LANGS) {
    const seen = new Set<string>();
    for (const m of catalogueMessages(lang)) {
      if (isSentenceLike(m.id)) english.add(m.id);
      if (m.str && m.str !== m.id && isSentenceLike(m.str) && seen.size < limitPerLang) seen.add(m.str);
    }
    for (const text of seen) out.push({ text, lang, urdu: false });
  }
  for (const text of [...english].slice(0, limitPerLang)) out.push({ text, lang: 'en', urdu: false });
  return out;
}

/** Gurmukhi to Shahmukhi by the longest matching character rule; undefined without the rules. */
export function gurmukhiConverter(mappingPath: string): ((s: string) => string) | undefined {
  if (!existsSync(mappingPath)) return undefined;
  const rules = Object.entries(JSON.parse(readFileSync(mappingPath, 'utf8')) as Record<string, string>).sort(
    (a, b) => b[0].length - a[0].length,
  );
  const convert = (s: string): string => {
    let out = '';
    for (let i = 0; i < s.length; ) {
      const rule = rules.find(([g]) => s.startsWith(g, i));
      if (rule) {
        out += rule[1];
        i += rule[0].length;
      } else {
        out += s[i];
        i += 1;
      }
    }
    return normalizeUrdu(out);
  };
  return convert;
}

export function shahmukhiFromGurmukhi(
  sentences: readonly LabelledSentence[],
  mappingPath: string,
): LabelledSentence[] {
  const convert = gurmukhiConverter(mappingPath);
  if (!convert) return [];
  return sentences
    .filter((s) => s.lang === 'pa')
    .map((s) => ({ text: convert(s.text), lang: 'pnb', urdu: false }))
    .filter((s) => !/[\u0A00-\u0A7F]/.test(s.text));
}

export function dakshinaSentences(path: string): { urdu: LabelledSentence[]; roman: LabelledSentence[] } {
  const urdu: LabelledSentence[] = [];
  const roman: LabelledSentence[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [u, r] = line.split('\t');
    if (!u || !r) continue;
    urdu.push({ text: u, lang: 'ur', urdu: true });
    roman.push({ text: r, lang: 'ur-Latn', urdu: true });
  }
  return { urdu, roman };
}

/**
 * Urdu news sentences (COUNTER and Bend the Truth articles, ../shared/data/domain): `limit` evenly
 * spaced sentences of 4+ words. Reported apart from the pool (issue #26: news read as Punjabi).
 */
export function newsSentences(path: string, limit: number): LabelledSentence[] {
  if (!existsSync(path)) return [];
  const all = readFileSync(path, 'utf8')
    .split('\n')
    .slice(1)
    .flatMap((line) => splitSentences(line.split('\t')[3] ?? ''))
    .filter((s) => /[\u0600-\u06FF]/.test(s) && s.trim().split(/\s+/).length >= 4);
  const step = Math.max(1, Math.floor(all.length / limit));
  return all
    .filter((_, i) => i % step === 0)
    .slice(0, limit)
    .map((text) => ({ text, lang: 'ur-news', urdu: true }));
}
