import { describe, expect, it } from 'vitest';
import { matchesPattern, fellowshipRules as r } from './fellowship-rules';

describe('fellowship form patterns (as browsers apply them, with the v flag)', () => {
  it('text fields allow letters, digits and . - space / \\ @ # $ % & ,', () => {
    expect(matchesPattern(r.textPattern, 'Dr. A. Khan, Dept/CS\\Lab #3 @ FAST-NU $ % &')).toBe(true);
    expect(matchesPattern(r.textPattern, 'جامعہ پنجاب')).toBe(true);
    expect(matchesPattern(r.textPattern, 'Khan!')).toBe(false);
    expect(matchesPattern(r.textPattern, 'a<b>')).toBe(false);
  });
  it('contact numbers are exactly 11 digits', () => {
    expect(matchesPattern(r.contactPattern, '03001234567')).toBe(true);
    expect(matchesPattern(r.contactPattern, '0300 1234567')).toBe(false);
    expect(matchesPattern(r.contactPattern, '0300123456')).toBe(false);
    expect(matchesPattern(r.contactPattern, '030012345678')).toBe(false);
  });
  it('emails are lowercase with a 2 to 3 letter ending', () => {
    expect(matchesPattern(r.emailPattern, 'ali.raza+ml@pu.edu.pk')).toBe(true);
    expect(matchesPattern(r.emailPattern, 'Ali@pu.edu.pk')).toBe(false);
    expect(matchesPattern(r.emailPattern, 'ali@uni.info')).toBe(false);
    expect(matchesPattern(r.emailPattern, 'ali@uni.c')).toBe(false);
  });
});
