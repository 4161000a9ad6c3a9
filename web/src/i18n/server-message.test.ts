import { catalogueEntries, coded, replyOf, said } from '@zuban/contract/message-catalogue';
import { accountMessages } from '@zuban/contract/messages';
import { messages } from '@zuban/contract/services/fields';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { issueMessage, localizeServerMessage, localizeServerText } from './server-message';
import { ur } from './ur';

const lookup = (tree: object, code: string): unknown =>
  code
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
const names = (template: string) => [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server messages in the page language', () => {
  it('keeps English as the server sent it', () => {
    expect(localizeServerMessage(said('account.passwordRule'), 'en')).toBe(accountMessages.passwordRule);
  });

  it('finds the Urdu by the code, the values put in', () => {
    expect(localizeServerMessage(said('account.badCredentials'), 'ur')).toBe('ای میل یا پاس ورڈ غلط ہے۔');
    expect(localizeServerMessage(replyOf(messages.tooLong(5000)), 'ur')).toBe(
      'درخواست میں متن کی لمبائی 5000 حروف کی حد سے زیادہ ہے',
    );
    // A Latin value inside Urdu keeps its own direction (FSI … PDI).
    expect(localizeServerMessage(said('tool.notGenerated', { name: 'POS Tagging' }), 'ur')).toBe(
      'معذرت! نتیجہ نہیں بن سکا۔ \u2068POS Tagging\u2069 سروس چیک کریں۔',
    );
  });

  it('does not depend on the English words: a reworded message keeps its Urdu', () => {
    const reworded = { message: 'Wrong e-mail or password.', messageCode: 'account.badCredentials' };
    expect(localizeServerMessage(reworded, 'ur')).toBe('ای میل یا پاس ورڈ غلط ہے۔');
  });

  it('shows a message without a code, or with an unknown one, as sent', () => {
    expect(localizeServerMessage({ message: 'Something new.' }, 'ur')).toBe('Something new.');
    expect(localizeServerMessage({ message: 'Something new.', messageCode: 'general.unheard' }, 'ur')).toBe(
      'Something new.',
    );
    expect(localizeServerText('Something new.', 'ur')).toBe('Something new.');
  });

  it("translates the web's own copy of a contract rule by its code", () => {
    expect(localizeServerText(accountMessages.emailRequired, 'ur')).toBe('ای میل درکار ہے۔');
    const issue = {
      message: messages.tooLong(3).text,
      params: { messageCode: 'tool.tooLong', messageParams: { limit: 3 } },
    };
    expect(localizeServerMessage(issueMessage(issue, 'Invalid input.'), 'ur')).toBe(
      'درخواست میں متن کی لمبائی 3 حروف کی حد سے زیادہ ہے',
    );
  });
});

describe('every message code of contract/src/message-catalogue.ts', () => {
  it.each(catalogueEntries())(
    '%s has its English in en and an Urdu in ur with the same values',
    (code, template) => {
      expect(lookup(en.server, code)).toBe(template);
      const urdu = lookup(ur.server, code);
      expect(
        typeof urdu === 'string' && urdu.trim() !== '',
        `no Urdu for ${code} in web/src/i18n/ur/server.ts`,
      ).toBe(true);
      expect(names(urdu as string)).toEqual(names(template));
    },
  );

  it('fills every value a code names', () => {
    expect(coded('general.requestFailed', { status: 502 }).text).toBe('Request failed (502)');
  });
});
