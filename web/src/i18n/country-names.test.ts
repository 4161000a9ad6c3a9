import { countries } from '@zuban/contract/countries';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-names';

const latinLetters = (text: string) => (text.match(/\p{Script=Latin}/gu) ?? []).length;
const allLetters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

describe('the country list in the page language (#34)', () => {
  it('names every country in Urdu script, with the English name as the value the server stores', () => {
    const options = countryOptions('ur');
    const labels = options.map((o) => o.label).join(' ');
    // Before: every label was the English name, all Latin letters.
    expect(latinLetters(labels) / allLetters(labels)).toBeLessThan(0.01);
    expect(options.map((o) => o.value).sort()).toEqual(countries.map((c) => c.name).sort());
    expect(options.find((o) => o.value === 'Pakistan')?.label).toBe('پاکستان');
  });

  it("sorts the Urdu names in Urdu's order", () => {
    const labels = countryOptions('ur').map((o) => o.label);
    const collator = new Intl.Collator('ur-PK');
    expect(labels).toEqual([...labels].sort(collator.compare));
    expect(labels[0]).not.toBe('Afghanistan');
  });

  it('keeps the English list as it was: the stored names, in their order', () => {
    expect(countryOptions('en')).toEqual(countries.map((c) => ({ value: c.name, label: c.name })));
  });

  it('gives each country its own ISO code, which names it in English as the list does', () => {
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const c of countries) expect(english.of(c.code), c.name).toBeTruthy();
  });
});
