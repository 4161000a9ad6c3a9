// HTML for the spell checker's output: every input character escaped, each word in a span, the
// misspelt ones red with their text in data-word (the key of `suggestions` and of the
// /backend/spell_suggestions/{word} call). Line breaks become <br> so the text keeps its lines.
import { escapeHtml } from '@zuban/contract/html';

export function escapeText(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
}

export function wordSpan(text: string): string {
  return `<span class="word">${escapeHtml(text)}</span>`;
}

export function misspeltSpan(text: string): string {
  const t = escapeHtml(text);
  // tabindex lets keyboard users reach the red words and open their suggestions with Enter.
  return `<span class="word misspelt" style="color:red" data-word="${t}" tabindex="0">${t}</span>`;
}
