import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../config/config';
import { textModelFiles } from './model-files';
import { textEngines } from './text-engines';

const text = 'پاکستان کی حکومت نے بجٹ پیش کیا۔ کرکٹ ٹیم نے میچ جیتا۔';

describe('text engines model files', () => {
  const files = textModelFiles({
    settings: parseSettings({
      POS_MODEL_PATH: '/nowhere/pos.json',
      DOMAIN_MODEL_PATH: '/nowhere/domain.json',
      SUMMARIZE_DF_PATH: '/nowhere/df.json',
    }),
  });

  it('reads POS_MODEL_PATH, DOMAIN_MODEL_PATH and SUMMARIZE_DF_PATH from the settings', () => {
    expect(files).toEqual({
      pos: '/nowhere/pos.json',
      domain: '/nowhere/domain.json',
      summarizeDf: '/nowhere/df.json',
    });
  });

  it('hands them to the engines, which load those files and no other', async () => {
    await expect(textEngines.postagger.runUntrusted({ text, tagset: 'upos' }, files)).rejects.toThrow(
      /nowhere\/pos\.json/,
    );
    await expect(textEngines.domainIdentification.runUntrusted({ text }, files)).rejects.toThrow(
      /nowhere\/domain\.json/,
    );
    await expect(
      textEngines.extractiveSummarization.runUntrusted({ text, volume: 1 }, files),
    ).rejects.toThrow(/nowhere\/df\.json/);
  });

  it('uses the committed files when none is configured', async () => {
    const unset = textModelFiles({ settings: parseSettings({}) });
    const tagged = await textEngines.postagger.runUntrusted({ text: 'وہ گھر گیا۔', tagset: 'upos' }, unset);
    expect(tagged.response).toBe('وہ|PRON گھر|NOUN گیا|VERB ۔|PUNCT');
  });
});
