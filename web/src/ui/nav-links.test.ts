import { describe, expect, it } from 'vitest';
import { developersLinkFor, signedInServiceMenu } from './nav-links';

describe('developersLinkFor', () => {
  it('opens the API page of the tool on screen, whatever the case of the path', () => {
    expect(developersLinkFor('/Spell_Checker')).toBe('/api_spell');
    expect(developersLinkFor('/punjabi_male_tts')).toBe('/punjabi_api_tts');
    expect(developersLinkFor('/urdu_ocr/')).toBe('/api_ocr');
  });
  it('stays on an API page and falls back to the first one elsewhere', () => {
    expect(developersLinkFor('/api_roman')).toBe('/api_roman');
    expect(developersLinkFor('/home')).toBe('/api_tts');
  });
  it('has a developers page for every tool in the services menu', () => {
    for (const group of signedInServiceMenu)
      for (const link of group.links) expect(developersLinkFor(link.to)).not.toBe(undefined);
    const tools = signedInServiceMenu.flatMap((g) => g.links.map((l) => l.to));
    expect(tools.filter((t) => developersLinkFor(t) === '/api_tts')).toEqual(['/utts']);
  });
});
