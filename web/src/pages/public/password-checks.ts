import { passwordPattern } from '@zuban/contract/accounts';
import { accountMessages } from '@zuban/contract/messages';

/** The spec's strength alert when a password field is left with a weak value; '' when fine or empty. */
export function passwordStrengthError(password: string): string {
  if (!password) return '';
  return passwordPattern.test(password) ? '' : accountMessages.passwordRule;
}

/** The spec's mismatch text when both are filled and differ; '' otherwise. */
export function passwordMismatchError(password: string, confirm: string): string {
  return confirm && password !== confirm ? accountMessages.passwordMismatch : '';
}
