import type { BrowserContext } from 'playwright-core';
import type { RunningServer } from './server';

/** The interface languages the browser suites run in (#25): English, and Urdu once the web has it. */
export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number] | 'ur';

/** Picks the interface language the way a visitor's earlier choice does: the `lang` cookie. */
export async function useLanguage(context: BrowserContext, server: RunningServer, lang: Language) {
  await context.addCookies([{ name: 'lang', value: lang, url: server.url }]);
}
