import { z } from 'zod';

// The portal's interface languages. English is the default and the source of every text; Urdu is
// offered to anyone whose browser or cookie asks for it. Shared so the server (first HTML, mails) and
// the web (first visit, switch) choose the same way.

export const uiLanguages = ['en', 'ur'] as const;
export type UiLanguage = (typeof uiLanguages)[number];
export const defaultLanguage: UiLanguage = 'en';

/** The cookie that keeps a visitor's choice (readable by the page, so not httpOnly). */
export const languageCookieName = 'lang';

export const languageField = z.enum(uiLanguages);

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (uiLanguages as readonly string[]).includes(value);
}

/** The first of the preferred tags (e.g. navigator.languages, or Accept-Language in q order) we offer. */
export function pickLanguage(preferred: readonly string[]): UiLanguage {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isUiLanguage(base)) return base;
  }
  return defaultLanguage;
}

/** Accept-Language's tags ordered by their q weight (ties keep header order; q=0 means "not this"). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}

/** The language a cookie header names, if it names one we offer. */
export function languageFromCookieHeader(header: string | undefined): UiLanguage | undefined {
  if (!header) return undefined;
  const prefix = `${languageCookieName}=`;
  const value = header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return isUiLanguage(value) ? value : undefined;
}

/** Cookie first (an explicit choice), then Accept-Language, then English. */
export function requestLanguage(headers: { cookie?: string; 'accept-language'?: string }): UiLanguage {
  return (
    languageFromCookieHeader(headers.cookie) ?? pickLanguage(acceptLanguageTags(headers['accept-language']))
  );
}
