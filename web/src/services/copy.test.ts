import { services } from '@zuban/contract/services/index';
import { describe, expect, it } from 'vitest';
import { landingPages } from '../pages/public/service-landings';
import { screenControls } from '../tools/text/screen-controls';
import { textToolScreens } from '../tools/text/text-tools';
import { serviceMenu } from '../ui/nav-links';
import { serviceResources, webService } from './index';

/** The shape of a copy object: its keys, with arrays reduced to their length. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'title')
        .map(([key, v]) => [key, shape(v)]),
    );
  }
  return typeof value;
}

describe('service words in English and Urdu', () => {
  it('has a web module for every catalogue service, with the same words in both languages', () => {
    for (const s of services) {
      const module = webService(s.id);
      expect(module, s.id).toBeDefined();
      expect(shape(module!.copy.ur), s.id).toEqual(shape(module!.copy.en));
      expect(module!.copy.ur.title, s.id).toMatch(/[\u0600-\u06ff]/);
    }
    const { en, ur } = serviceResources();
    expect(Object.keys(ur).sort()).toEqual(Object.keys(en).sort());
  });

  it('fills every placeholder from the declarations', () => {
    for (const lang of ['en', 'ur'] as const) {
      const words = JSON.stringify([
        landingPages(lang),
        serviceMenu('landing', lang),
        textToolScreens().map((screen) => screenControls(screen, '', lang)),
      ]);
      expect(words).not.toContain('{{');
    }
    const tts = landingPages().find((l) => l.serviceIds.includes('tts'));
    expect(tts?.features).toContain('Speed −5 to +5 and volume 0 to 200');
  });
});
