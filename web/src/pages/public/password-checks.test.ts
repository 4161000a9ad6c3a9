import { describe, expect, it } from 'vitest';
import { passwordMismatchError, passwordStrengthError } from './password-checks';

describe('password checks', () => {
  it('asks for 8+ characters with a digit, a letter and one of !@#$%^&*', () => {
    expect(passwordStrengthError('abc12345')).toMatch(/^Please enter a password with at least 8 characters/);
    expect(passwordStrengthError('abc1234!')).toBe('');
    expect(passwordStrengthError('ab1!')).not.toBe('');
    expect(passwordStrengthError('')).toBe('');
  });
  it('reports a mismatch only when the confirmation differs', () => {
    expect(passwordMismatchError('abc1234!', 'abc1234?')).toBe('Password and confirm password do not match');
    expect(passwordMismatchError('abc1234!', 'abc1234!')).toBe('');
  });
});
