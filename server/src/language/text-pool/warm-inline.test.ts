import * as fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeTextPools, textEnginesReady } from './pool';
import { textEngines } from './text-engines';
import { startInlineEngines } from './warm-inline';

// Every engine model is a file the engine reads with readFileSync the first time it needs it (the
// spell lexicon, the POS and domain models, the keyword and profanity tables …): watching those
// reads tells whether a call still had a model to load, with no clock involved.
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return { ...actual, readFileSync: vi.fn(actual.readFileSync) };
});

afterAll(() => closeTextPools());

/** Texts unlike the warm-up's: misspelt words, Roman Urdu, Punjabi, an abusive word, several sentences. */
const firstCalls = {
  stemmer: { text: 'لڑکیاں اسکولوں میں پڑھتی ہیں' },
  spellChecker: { text: 'مینں نے کتابب پڑھی اور سکول گیاا' },
  keywordExtraction: { text: 'کراچی میں تجارت بڑھ رہی ہے۔ کراچی کی بندرگاہ مصروف ہے۔', volume: 2 },
  postagger: { text: 'بچے باغ میں کھیل رہے ہیں۔', tagset: 'cle' },
  domainIdentification: { text: 'ٹیم نے میچ جیت لیا اور کپتان نے سنچری بنائی۔' },
  extractiveSummarization: { text: 'بارش ہوئی۔ سڑکیں بھر گئیں۔ لوگ گھروں میں رہے۔', volume: 1 },
  langid: { text: 'main ghar ja raha hoon. میں کل لاہور جاواں گا۔ hello there' },
  contentFilter: { text: 'وہ کمینہ آدمی ہے' },
} as const;

describe('the main thread’s inline engines at start-up', () => {
  it('are all loaded by the warm-up: no first call after it reads a model file', async () => {
    const inline = Object.entries(textEngines).filter(([, engine]) => engine.usPerChar !== undefined);
    expect(inline.map(([name]) => name).sort()).toEqual(Object.keys(firstCalls).sort());

    await startInlineEngines();
    const reads = vi.mocked(fs.readFileSync);
    const filesRead: Record<string, string[]> = {};
    for (const [name, engine] of inline) {
      reads.mockClear();
      await engine.runUntrusted(firstCalls[name as keyof typeof firstCalls]);
      filesRead[name] = reads.mock.calls.map(([path]) => String(path));
    }
    expect(filesRead).toEqual(Object.fromEntries(inline.map(([name]) => [name, []])));
  });

  it('keep /healthz not ready until loaded, and let the event loop run between engines', async () => {
    const warming = startInlineEngines();
    expect(textEnginesReady()).toBe(false);
    let sawNotReady = false;
    // Queued behind the warm-up's first step: it runs only if the warm-up gives the loop a turn.
    setImmediate(() => {
      sawNotReady = !textEnginesReady();
    });
    await warming;
    expect(sawNotReady).toBe(true);
    expect(textEnginesReady()).toBe(true);
  });
});
