// Urdu spell checker: lexicon with frequencies (data/lexicon.tsv.gz), SymSpell-style candidates
// with Urdu-aware costs. See README.md.
export { checkSpelling, type SpellCheckResult, SUGGESTIONS_PER_WORD } from './check';
export { isKnownWord, MAX_SUGGESTED_LETTERS, suggest } from './suggest';

import { lexicon } from './lexicon';

/** Loads the lexicon and its index now (first use otherwise pays ~1 s). */
export function warmSpellChecker(): void {
  lexicon();
}
