// Text put into HTML or XML, escaped one way for the engines' markup and the web's edits of it (the spell
// checker's spans: engines/spell/markup.ts writes them, web/src/tools/spell/spell-markup.ts swaps a
// corrected word in; OCR's hOCR and ALTO). Safe in element text and in quoted attribute values.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
