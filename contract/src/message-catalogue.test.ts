import { describe, expect, it } from 'vitest';
import { catalogueEntries, coded, codeOfText, said, templateOf } from './message-catalogue';
import { accountMessages } from './messages';

describe('the message catalogue', () => {
  it('fills a template from named values and keeps the code beside the English', () => {
    expect(coded('tool.tooLong', { limit: 5000 })).toEqual({
      code: 'tool.tooLong',
      params: { limit: 5000 },
      text: 'Length of text in request is greater than the limit of 5000 characters',
    });
    expect(said('account.signedOut')).toEqual({
      message: 'You have been signed out.',
      messageCode: 'account.signedOut',
    });
  });

  it('keeps the spec texts word for word', () => {
    expect(templateOf('account.passwordRule')).toBe(accountMessages.passwordRule);
    expect(coded('tool.notGenerated', { name: 'POS Tagging' }).text).toBe(
      'Sorry! Output is not generated. Check POS Tagging Service.',
    );
  });

  it('finds the code of a plain message only by its exact text', () => {
    expect(codeOfText(accountMessages.badCredentials)).toBe('account.badCredentials');
    expect(codeOfText(`${accountMessages.badCredentials} `)).toBeUndefined();
    expect(
      codeOfText('Length of text in request is greater than the limit of 5000 characters'),
    ).toBeUndefined();
    expect(templateOf('account.nothing')).toBeUndefined();
    expect(templateOf('nothing')).toBeUndefined();
  });

  it('has codes of the form group.key, each a non-empty template', () => {
    const entries = catalogueEntries();
    expect(entries.length).toBeGreaterThan(100);
    for (const [code, text] of entries) {
      expect(code).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/);
      expect(text.trim()).not.toBe('');
    }
  });
});
