import type { Config } from '../config/config';
import type { Role } from '../db/schema';

/** Staff are users whose email domain is exactly STAFF_EMAIL_DOMAIN (not a look-alike suffix). */
export function isStaffEmail(config: Config, email: string): boolean {
  return email.toLowerCase().split('@').pop() === config.staffEmailDomain;
}

/** The role a user gets when the account is confirmed. */
export function roleOnConfirmation(config: Config, email: string): Role {
  return isStaffEmail(config, email) ? 'admin' : 'user';
}
