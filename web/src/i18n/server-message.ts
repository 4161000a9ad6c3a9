import type { UiLanguage } from '@zuban/contract/languages';
import { en } from './en';
import { ur } from './ur';

// The server speaks English (the spec's texts); the page in Urdu shows each message in Urdu, found by
// its English text. A message nobody translated yet is shown as the server sent it.

type Texts = Record<string, Record<string, string>>;
const tables: Record<UiLanguage, Texts> = { en: en.server, ur: ur.server };

const byText = new Map<string, [group: string, key: string]>();
for (const [group, texts] of Object.entries(tables.en)) {
  if (group === 'pattern') continue;
  for (const [key, text] of Object.entries(texts)) byText.set(text, [group, key]);
}

const quote = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English templates with one {{name}} -> a regex catching the value in its place. */
const patterns = Object.entries(tables.en.pattern ?? {}).map(([key, template]) => {
  const [before = '', after = ''] = template.split(/\{\{\w+\}\}/);
  return { key, re: new RegExp(`^${quote(before)}(.+?)${quote(after)}$`) };
});

const isolate = (value: string) => (/[A-Za-z]/.test(value) ? `\u2068${value}\u2069` : value);

/** The message in `language`. */
export function localizeServerText(text: string, language: UiLanguage): string {
  if (language === 'en') return text;
  const found = byText.get(text);
  if (found) return tables[language][found[0]]?.[found[1]] ?? text;
  for (const p of patterns) {
    const m = p.re.exec(text);
    const template = tables[language].pattern?.[p.key];
    // A Latin value (a service name) inside Urdu is isolated (FSI … PDI) so it keeps its own direction.
    if (m && template) return template.replace(/\{\{\w+\}\}/, isolate(m[1] ?? ''));
  }
  return text;
}
