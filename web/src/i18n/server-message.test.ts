import { accountMessages } from '@zuban/contract/messages';
import { messages } from '@zuban/contract/services/fields';
import { describe, expect, it } from 'vitest';
import { localizeServerText } from './server-message';

describe('server messages in the page language', () => {
  it('keeps English word for word', () => {
    expect(localizeServerText(accountMessages.passwordRule, 'en')).toBe(accountMessages.passwordRule);
  });

  it('finds the Urdu by the English text, numbers carried over', () => {
    expect(localizeServerText(accountMessages.badCredentials, 'ur')).toBe('ای میل یا پاس ورڈ غلط ہے۔');
    expect(localizeServerText(messages.tooLong(5000), 'ur')).toBe(
      'درخواست میں متن کی لمبائی 5000 حروف کی حد سے زیادہ ہے',
    );
  });

  it('shows an unknown message as sent', () => {
    expect(localizeServerText('Something new.', 'ur')).toBe('Something new.');
  });
});
