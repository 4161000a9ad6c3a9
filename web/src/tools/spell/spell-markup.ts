// The spell checker's markup (engines/spell/markup.ts) edited in place: choosing a suggestion
// replaces the n-th red span with a black one holding the chosen word.
import { escapeHtml } from '@zuban/contract/html';

const MISSPELT = /<span class="word misspelt"[^>]*>[^<]*<\/span>/g;

export function applySuggestion(markup: string, index: number, word: string): string {
  let n = -1;
  return markup.replace(MISSPELT, (span) => {
    n++;
    return n === index ? `<span class="word corrected" style="color:black">${escapeHtml(word)}</span>` : span;
  });
}

/** How many words are still red. */
export function misspeltCount(markup: string): number {
  return markup.match(MISSPELT)?.length ?? 0;
}
