import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyBaseLogger } from 'fastify';
import { verifyPassword } from '../auth';
import { decoyPasswordHash } from '../auth/password';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../http/app-error';
import { findUserByEmail, type UserRow } from '../users/users-repo';
import { claimAttempt, emailSubject, forgiveAccount, ipSubject } from './lockout';

/**
 * The account an email and password open, under the sign-in lockout: 401 invalid_credentials for
 * an unknown email or a wrong password, 403 for an unconfirmed or suspended account. A success
 * clears the account's failures.
 */
export async function authenticate(
  ctx: AppContext,
  credentials: { emailId: string; password: string; ip: string },
  log: FastifyBaseLogger,
): Promise<UserRow> {
  const { emailId, password } = credentials;
  const subjects = [emailSubject(emailId), ipSubject(credentials.ip)];
  // Claimed before the hash, so parallel guesses cannot all pass the check (#22).
  const attempt = await claimAttempt(ctx, subjects);
  const user = await findUserByEmail(ctx.db, emailId);
  // Unknown emails are checked against a decoy hash so the answer takes as long either way.
  const passwordOk = await verifyPassword(password, user?.password_hash ?? decoyPasswordHash);
  if (!user || !passwordOk) {
    await attempt.fail();
    log.info({ reason: user ? 'password' : 'unknown_email' }, 'sign-in failed');
    throw unauthorized(coded('account.badCredentials'), 'invalid_credentials');
  }
  await attempt.release();
  if (user.status === 'unconfirmed')
    throw forbidden(coded('account.accountUnconfirmed'), 'account_unconfirmed');
  if (user.status === 'suspended') throw forbidden(coded('account.accountSuspended'), 'account_suspended');
  await forgiveAccount(ctx, emailId);
  return user;
}
