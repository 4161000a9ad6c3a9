import { coded } from '@zuban/contract/message-catalogue';
import { decryptAccessToken, issueAccessToken } from '../auth';
import type { AppContext } from '../context';
import { unauthorized } from '../http/app-error';
import { findUserById, setAccessToken } from '../users/users-repo';

/** The account's API token in clear (it is stored encrypted so that the /access_token page can show it). */
export async function readAccessToken(ctx: AppContext, userId: string): Promise<string> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized(coded('account.signInRequired'));
  return decryptAccessToken(ctx.config.sessionSecret, user.token_encrypted);
}

/** Replaces the account's API token at once (the old one stops working); returns the new one. */
export async function rotateAccessToken(ctx: AppContext, userId: string): Promise<string> {
  const issued = issueAccessToken(ctx.config.sessionSecret);
  await setAccessToken(ctx.db, userId, issued.hash, issued.encrypted);
  return issued.token;
}
