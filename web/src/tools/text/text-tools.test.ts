import { describe, expect, it } from 'vitest';
import { screenControls } from './screen-controls';
import {
  dropdownFor,
  initialForm,
  outputText,
  requestFor,
  type TextToolForm,
  textToolScreens,
  validationAlert,
} from './text-tools';

const form: TextToolForm = { text: 'کتابیں', choice: '', options: { tagset: 'cle', volume: '' } };

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
    const summary = screen('/Text_Summerization');
    expect(initialForm(summary)).toEqual({ text: '', choice: 'extractive', options: { volume: '1' } });
    const abstractive = requestFor(summary, { text: 'متن', choice: 'abstractive', options: { volume: '2' } });
    expect(abstractive.service.id).toBe('abstractive_summarization');
    expect(abstractive.body).toMatchObject({ summarizationType: 'abstractive' });
    const extractive = requestFor(summary, { text: 'متن', choice: 'extractive', options: { volume: '2' } });
    expect(extractive.body).toMatchObject({ summarizationType: 'extractive', volume: '2' });
    expect(initialForm(screen('/pos_tagger')).options).toEqual({ tagset: 'cle' });
    expect(requestFor(screen('/pos_tagger'), form).body).toMatchObject({ tagset: 'cle', text: 'کتابیں' });
  });

  it('derives the controls from the web modules and the declared schemas', () => {
    const summary = screenControls(screen('/Text_Summerization'), 'extractive');
    expect(summary.chooser?.choices.map((c) => c.label)).toEqual(['Extractive', 'Abstractive']);
    expect(summary.options[0]?.choices.map((c) => c.value)).toEqual(['1', '2', '3', '4']);
    expect(screenControls(screen('/Text_Summerization'), 'abstractive').options).toEqual([]);
    expect(screenControls(screen('/Keyword_Extraction'), '').options[0]).toMatchObject({
      kind: 'number',
      min: 1,
    });
    expect(screenControls(screen('/pos_tagger'), '').options[0]?.choices).toEqual([
      { value: 'cle', label: 'CLE Urdu tagset' },
      { value: 'upos', label: 'Universal (UPOS)' },
    ]);
    expect(screenControls(screen('/Urdu_romanization'), '').inputHint).toBe(
      'Roman Urdu, at most 100 characters.',
    );
    expect(screenControls(screen('/Urdu_romanization'), '', 'ur').inputHint).toBe(
      'رومن اردو، زیادہ سے زیادہ 100 حروف۔',
    );
  });

  it('gives the spec alerts before any request', () => {
    const stem = requestFor(screen('/Urdu_stemmer'), { ...form, text: '   ' });
    expect(validationAlert(stem.service, stem.body)).toBe('Failed! Field cannot be empty.');
    const kw = requestFor(screen('/Keyword_Extraction'), { ...form, options: { volume: '0' } });
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
