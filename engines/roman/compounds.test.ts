import { describe, expect, it } from 'vitest';
import { compoundTableFromData, segmentRoman, withCompounds } from './compounds';
import { loadRomanModel, transliterateWord } from './index';
import { countCompounds } from './training/build-compounds';

describe('compounds typed as one Roman token (issue #26)', () => {
  const model = loadRomanModel();

  it('writes slogans and greetings typed as one word as two Urdu words', () => {
    // The decoder alone writes زندباد and خوشامدید: no word of the list fits the whole token.
    expect(transliterateWord('zindabad')).toBe('زندہ باد');
    expect(transliterateWord('murdabad')).toBe('مردہ باد');
    expect(transliterateWord('khushamdeed')).toBe('خوش آمدید');
  });

  it('leaves words the list or the training lexicon knows whole', () => {
    expect(transliterateWord('pakistan')).toBe('پاکستان');
    expect(transliterateWord('jata')).toBe('جاتا');
    expect(
      withCompounds(
        model,
        compoundTableFromData({ version: 1, compounds: ['پاک ستان\t99'] }),
        'pakistan',
        'پاکستان',
      ),
    ).toBe('پاکستان');
  });

  it('splits only into known pairs, reading each part by its usual spelling', () => {
    const table = compoundTableFromData({ version: 1, compounds: ['زندہ باد\t7', 'زندہ بعد\t1'] });
    expect(segmentRoman(model, table, 'zindabad')).toBe('زندہ باد');
    expect(
      segmentRoman(model, compoundTableFromData({ version: 1, compounds: [] }), 'zindabad'),
    ).toBeUndefined();
    expect(segmentRoman(model, table, 'zindagi')).toBeUndefined();
  });

  it('counts pairs used apart more often than together, never across punctuation', () => {
    const data = countCompounds(
      [
        'اسلام آباد میں بارش',
        'اسلام آباد کا موسم',
        'وہ جا تا ہے',
        'وہ جا تا ہے',
        'وہ گھر جاتا ہے',
        'وہ جاتا ہے',
        'وہ جاتا تھا',
        'میں گھر، آباد ہوا',
        'میں گھر، آباد ہوا',
      ],
      2,
    );
    const pairs = data.compounds.map((row) => row.split('\t')[0]);
    expect(pairs).toContain('اسلام آباد');
    expect(pairs).not.toContain('گھر آباد');
    expect(pairs).not.toContain('جا تا');
    // The set phrases are always there.
    expect(pairs).toContain('زندہ باد');
  });
});
