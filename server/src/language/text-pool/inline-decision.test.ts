import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../config/config';
import { runsInline } from './inline-decision';
import { textPoolSettings } from './settings';
import { textEngines } from './text-engines';

const defaults = textPoolSettings({ settings: parseSettings({}) });

describe('the inline decision by cost', () => {
  it('keeps a call on the event loop while its worst cost fits the budget (2,000 µs by default)', () => {
    expect(defaults.inlineBudgetUs).toBe(2000);
    for (const engine of Object.values(textEngines)) {
      if (engine.usPerChar === undefined) continue;
      // the longest text whose declared worst cost fits the budget runs inline, one more character not
      const longest = Math.floor(defaults.inlineBudgetUs / engine.usPerChar);
      expect(runsInline(engine, longest, defaults)).toBe(true);
      expect(runsInline(engine, longest + 1, defaults)).toBe(false);
    }
    // cheap engines stay inline far past the old 300-character line; costly ones leave it sooner
    expect(runsInline(textEngines.stemmer, 3000, defaults)).toBe(true);
    expect(runsInline(textEngines.langid, 1000, defaults)).toBe(true);
    expect(runsInline(textEngines.domainIdentification, 900, defaults)).toBe(true);
    expect(runsInline(textEngines.postagger, 500, defaults)).toBe(false);
    expect(runsInline(textEngines.spellChecker, 100, defaults)).toBe(false);
  });

  it('never runs romanization inline, however short', () => {
    expect(runsInline(textEngines.romanization, 1, defaults)).toBe(false);
  });

  it('sends everything to the pool with a budget or a cap of 0, and caps the length', () => {
    const noBudget = textPoolSettings({ settings: parseSettings({ TEXT_INLINE_BUDGET_US: '0' }) });
    expect(runsInline(textEngines.stemmer, 1, noBudget)).toBe(false);
    const noChars = textPoolSettings({ settings: parseSettings({ TEXT_INLINE_MAX_CHARS: '0' }) });
    expect(runsInline(textEngines.stemmer, 1, noChars)).toBe(false);
    const capped = textPoolSettings({ settings: parseSettings({ TEXT_INLINE_MAX_CHARS: '100' }) });
    expect(runsInline(textEngines.extractiveSummarization, 100, capped)).toBe(true);
    expect(runsInline(textEngines.extractiveSummarization, 101, capped)).toBe(false);
  });

  it('declares a cost for every engine but romanization', () => {
    const declared = Object.entries(textEngines).filter(([, engine]) => engine.usPerChar !== undefined);
    expect(declared.map(([name]) => name)).not.toContain('romanization');
    expect(declared).toHaveLength(Object.keys(textEngines).length - 1);
    for (const [, engine] of declared) expect(engine.usPerChar).toBeGreaterThan(0);
  });
});
