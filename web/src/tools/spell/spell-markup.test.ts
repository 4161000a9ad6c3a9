import { describe, expect, it } from 'vitest';
import { applySuggestion, misspeltCount } from './spell-markup';

const red = (w: string) =>
  `<span class="word misspelt" style="color:red" data-word="${w}" tabindex="0">${w}</span>`;
const markup = `<span class="word">یہ</span> ${red('کتاپ')} <span class="word">اور</span> ${red('قلمم')}`;

describe('applySuggestion', () => {
  it('turns the chosen red span black with the suggestion, leaving the others', () => {
    const out = applySuggestion(markup, 1, 'قلم');
    expect(out).toContain(red('کتاپ'));
    expect(out).toContain('<span class="word corrected" style="color:black">قلم</span>');
    expect(out).not.toContain('قلمم');
    expect(misspeltCount(out)).toBe(1);
    expect(misspeltCount(applySuggestion(out, 0, 'کتاب'))).toBe(0);
  });

  it('escapes the suggestion', () => {
    expect(applySuggestion(markup, 0, '<b>')).toContain('&lt;b&gt;');
  });
});
