import type { UiLanguage } from '@zuban/contract/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { serviceResources } from '../services/index';
import { en } from './en';
import { applyLanguage, initialLanguage } from './language';
import { ur } from './ur';

/**
 * The one i18next instance. Resources are bundled (no HTTP backend): the whole Urdu text is a few
 * tens of kilobytes and a page must not flash English while it loads. English fills any gap.
 */
export const i18n = i18next.createInstance();

const services = serviceResources();
const first = initialLanguage();
void i18n.use(initReactI18next).init({
  // `services`: each service's own words, from its web module (web/src/services).
  resources: { en: { ...en, services: services.en }, ur: { ...ur, services: services.ur } },
  lng: first,
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: [...Object.keys(en), 'services'],
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  initAsync: false,
});
applyLanguage(first, false);

export function currentLanguage(): UiLanguage {
  return i18n.language === 'ur' ? 'ur' : 'en';
}

/** Switches the page's language and remembers it in the `lang` cookie. */
export async function switchLanguage(language: UiLanguage): Promise<void> {
  applyLanguage(language, true);
  await i18n.changeLanguage(language);
}
