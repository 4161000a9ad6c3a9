import {
  defaultLanguage,
  isUiLanguage,
  languageCookieName,
  pickLanguage,
  type UiLanguage,
} from '@zuban/contract/languages';

/** Locale for Intl: English keeps the formats the portal always used; Urdu uses Pakistan's. */
export const intlLocale: Record<UiLanguage, string> = { en: 'en-US', ur: 'ur-PK' };

export function cookieLanguage(): UiLanguage | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${languageCookieName}=`))
    ?.slice(languageCookieName.length + 1);
  return isUiLanguage(value) ? value : undefined;
}

/**
 * The language of this visit: the cookie (an earlier choice), else what the server already put on
 * <html> from Accept-Language, else the browser's own list; English when none is offered.
 */
export function initialLanguage(): UiLanguage {
  if (typeof document === 'undefined') return defaultLanguage; // unit tests in Node
  const cookie = cookieLanguage();
  if (cookie) return cookie;
  const html = document.documentElement.lang;
  if (html && html !== defaultLanguage && isUiLanguage(html)) return html;
  return pickLanguage(navigator.languages ?? [navigator.language]);
}

/** Puts the language on the page (lang, dir) and keeps the choice for a year. */
export function applyLanguage(language: UiLanguage, remember: boolean): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = language;
  root.dir = language === 'ur' ? 'rtl' : 'ltr';
  if (remember) {
    document.cookie = `${languageCookieName}=${language}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
  }
}
