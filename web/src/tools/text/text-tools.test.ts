import { describe, expect, it } from 'vitest';
import { dropdownFor, outputText, requestFor, textToolScreens, validationAlert } from './text-tools';

const form = { text: 'کتابیں', volume: '', summarizationType: 'extractive', tagset: 'cle' } as const;

describe('text tool screens from the catalogue', () => {
  const screens = textToolScreens();
  const screen = (path: string) => screens.find((s) => s.path === path)!;

  it('has the spec routes, summarization on one screen', () => {
    expect(screens.map((s) => s.path).sort()).toEqual(
      [
        '/pos_tagger',
        '/Profanity_estimation',
        '/Language_identification',
        '/Text_Summerization',
        '/Domain_Identification',
        '/Spell_Checker',
        '/Keyword_Extraction',
        '/Urdu_stemmer',
        '/Urdu_romanization',
      ].sort(),
    );
    expect(screen('/Text_Summerization').title).toBe('Urdu Text Summarization');
    expect(screen('/Text_Summerization').services).toHaveLength(2);
  });

  it('lists Roman to Urdu in the dropdown only on its own screen', () => {
    expect(dropdownFor('/Urdu_stemmer').map((o) => o.value)).not.toContain('/Urdu_romanization');
    expect(dropdownFor('/Urdu_romanization').map((o) => o.value)).toContain('/Urdu_romanization');
    expect(dropdownFor('/Urdu_stemmer')).toHaveLength(8);
  });

  it('builds the tool body and picks the summarization service by type', () => {
    const abstractive = requestFor(screen('/Text_Summerization'), {
      ...form,
      summarizationType: 'abstractive',
      volume: '2',
    });
    expect(abstractive.service.id).toBe('abstractive_summarization');
    expect(abstractive.body).toMatchObject({ summarizationType: 'abstractive', volume: '2' });
    expect(requestFor(screen('/pos_tagger'), form).body).toMatchObject({ tagset: 'cle', text: 'کتابیں' });
  });

  it('gives the spec alerts before any request', () => {
    const stem = requestFor(screen('/Urdu_stemmer'), { ...form, text: '   ' });
    expect(validationAlert(stem.service, stem.body)).toBe('Failed! Field cannot be empty.');
    const kw = requestFor(screen('/Keyword_Extraction'), { ...form, volume: '0' });
    expect(validationAlert(kw.service, kw.body)).toBe('Number of keywords must be a postive integer.');
    const roman = requestFor(screen('/Urdu_romanization'), { ...form, text: 'a'.repeat(101) });
    expect(validationAlert(roman.service, roman.body)).toBe(
      'Length of text in request is greater than the limit of 100 characters',
    );
    expect(validationAlert(stem.service, { text: 'کتاب' })).toBeNull();
  });

  it('shows scores with two decimals', () => {
    expect(outputText(0.5)).toBe('0.50');
    expect(outputText('متن')).toBe('متن');
  });
});
