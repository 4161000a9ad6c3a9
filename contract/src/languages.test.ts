import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, pickLanguage, requestLanguage } from './languages';

describe('interface language choice', () => {
  it('orders Accept-Language by q and drops q=0', () => {
    expect(acceptLanguageTags('en-GB;q=0.5, ur-PK, fr;q=0')).toEqual(['ur-PK', 'en-GB']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it('picks the first offered language, English when none is', () => {
    expect(pickLanguage(['pa-PK', 'ur-PK', 'en'])).toBe('ur');
    expect(pickLanguage(['fr', 'de'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('lets the lang cookie win over Accept-Language and ignores values it does not offer', () => {
    expect(requestLanguage({ cookie: 'a=1; lang=en', 'accept-language': 'ur' })).toBe('en');
    expect(requestLanguage({ cookie: 'lang=xx', 'accept-language': 'ur-PK,en;q=0.8' })).toBe('ur');
    expect(requestLanguage({})).toBe('en');
  });
});
