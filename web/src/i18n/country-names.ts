import { countries } from '@zuban/contract/countries';
import type { UiLanguage } from '@zuban/contract/languages';
import type { SelectOption } from '../ui/Select';
import { intlLocale } from './language';

// The country list in the page's language (#34): the label is the region's name from the browser's
// own CLDR data (Intl.DisplayNames), the value stays the English name the server stores and checks.
// English keeps the contract's names as labels: they are the stored values, chosen for the form.

const cache = new Map<UiLanguage, readonly SelectOption[]>();

function build(language: UiLanguage): readonly SelectOption[] {
  if (language === 'en') return countries.map((c) => ({ value: c.name, label: c.name }));
  const locale = intlLocale[language];
  // fallback 'none': a runtime without the name answers undefined, and the English name stands in.
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(locale);
  return countries
    .map((c) => ({ value: c.name, label: names.of(c.code) ?? c.name }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** The country options for a `<select>`, named and sorted in `language`; built once per language. */
export function countryOptions(language: UiLanguage): readonly SelectOption[] {
  let options = cache.get(language);
  if (!options) {
    options = build(language);
    cache.set(language, options);
  }
  return options;
}
