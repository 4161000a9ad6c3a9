// Training text for the Punjabi-versus-Urdu model, kept apart from the evaluation sentences:
// - Punjabi: Gurmukhi gettext translations under /usr/share/locale/pa from the catalogues the
//   quality script does NOT read (it takes its 600 Punjabi sentences from the first catalogues
//   in name order; see evaluationCatalogues), turned into Shahmukhi with ../shared/data/punjabi's
//   character rules; any message equal to an evaluation sentence is dropped as well.
// - Urdu: ../shared/data/corpus Wikipedia sentences, minus every Dakshina dev sentence (the
//   quality script's Urdu sentences come from the Dakshina dev file).
import { existsSync, readFileSync } from 'node:fs';
import {
  catalogueMessages,
  EVAL_SENTENCES_PER_LANG,
  evaluationCatalogues,
  gettextSentences,
  gurmukhiConverter,
} from './eval-sentences';

/** UI strings without their mnemonics, placeholders and markup, one line per message line. */
function cleanUiString(s: string): string[] {
  return s
    .replace(/<[^>]*>/g, ' ')
    .replace(/%[-+ #0-9.]*[a-zA-Z]|\{[^}]*\}|\$\{[^}]*\}|_(?=\S)|&\w+;/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

export function punjabiTrainingLines(dataDir: string): { lines: string[]; catalogues: string[] } {
  const convert = gurmukhiConverter(`${dataDir}/punjabi/gurmukhi-to-shahmukhi-mappings.json`);
  if (!convert) return { lines: [], catalogues: [] };
  const held = evaluationCatalogues('pa');
  const evalTexts = new Set(gettextSentences(EVAL_SENTENCES_PER_LANG).map((s) => s.text));
  const seen = new Set<string>();
  const catalogues = new Set<string>();
  for (const m of catalogueMessages('pa')) {
    if (held.has(m.catalogue) || !m.str || m.str === m.id || evalTexts.has(m.str)) continue;
    if (!/[\u0A00-\u0A7F]/.test(m.str) || seen.has(m.str)) continue;
    seen.add(m.str);
    catalogues.add(m.catalogue);
  }
  const lines = [...seen].flatMap(cleanUiString).map(convert);
  return { lines, catalogues: [...catalogues].sort() };
}

export function urduTrainingLines(dataDir: string): string[] {
  const corpus = `${dataDir}/corpus/urdu-wikipedia-sentences.txt`;
  if (!existsSync(corpus)) return [];
  const dev = `${dataDir}/roman/dakshina-sentences.dev.tsv`;
  const heldOut = new Set(
    existsSync(dev)
      ? readFileSync(dev, 'utf8')
          .split('\n')
          .map((l) => (l.split('\t')[0] ?? '').trim())
      : [],
  );
  return readFileSync(corpus, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !heldOut.has(l));
}
