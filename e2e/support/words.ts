import i18next from 'i18next';
import { en } from '../../web/src/i18n/en';
import { ur } from '../../web/src/i18n/ur';
import type { Language } from './languages';

// The words a flow looks for on screen, taken from the web's own message resources, so one flow
// runs in English and in Urdu and the English run still reads the spec's texts.

/** Keys are checked by the web's type check; here a flow names them as text. */
export type Words = (key: string, options?: Record<string, unknown>) => string;

const instances = new Map<Language, Words>();

/** `t` for `lang`, keyed like the web's components ('account:login.submit', 'tools:output'). */
export function words(lang: Language): Words {
  const known = instances.get(lang);
  if (known) return known;
  const instance = i18next.createInstance();
  void instance.init({
    resources: { en, ur },
    lng: lang,
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(en),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const t: Words = (key, options) => instance.t(key as never, options as never) as unknown as string;
  instances.set(lang, t);
  return t;
}
