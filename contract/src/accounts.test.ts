import { describe, expect, it } from 'vitest';
import { changePasswordRequest, passwordPattern, registerRequest, updateUserRequest } from './accounts';
import { countries, findCountry } from './countries';

describe('account contract', () => {
  it.each(['Secret#123', 'a1!aaaaa', 'پاکستان1!x'])('accepts the strong password %s', (p) => {
    expect(passwordPattern.test(p)).toBe(true);
  });
  it.each(['short1!', 'NoDigits!!', 'noSpecial12', '12345678!'])('refuses the weak password %s', (p) => {
    expect(passwordPattern.test(p)).toBe(false);
  });

  it('normalises the email and empties organization to null', () => {
    const parsed = registerRequest.parse({
      firstName: ' Ali ',
      lastName: 'Raza',
      emailId: ' Ali@Example.COM ',
      password: 'Secret#123',
      address: 'Lahore',
      country: 'Pakistan',
      organization: '',
      contact: '+92 300 1234567',
    });
    expect(parsed).toMatchObject({ firstName: 'Ali', emailId: 'ali@example.com', organization: null });
  });

  it('reports the confirmation mismatch on confirmPassword', () => {
    const r = changePasswordRequest.safeParse({
      emailId: 'a@example.com',
      password: 'x',
      newPassword: 'Secret#123',
      confirmPassword: 'Secret#124',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'Password and confirm password do not match',
    });
  });

  it('leaves unsent profile fields undefined', () => {
    expect(updateUserRequest.parse({ firstName: 'A' })).toEqual({ firstName: 'A' });
  });

  it('lists 195 distinct countries, each with a dialling code', () => {
    expect(countries).toHaveLength(195);
    expect(new Set(countries.map((c) => c.name)).size).toBe(195);
    for (const c of countries) expect(c.dialCode).toMatch(/^\+\d{1,3}(-\d{3})?$/);
    expect(findCountry('Pakistan')?.dialCode).toBe('+92');
    expect(findCountry('pakistan')).toBeUndefined();
  });
});
