import { randomBytes } from 'node:crypto';
import { keyedHash } from '../auth/secrets';
import type { AppContext } from '../context';
import type { EmailTokenPurpose } from '../db/schema';
import {
  countIssuedSince,
  findEmailToken,
  insertEmailToken,
  retireEmailTokens,
} from '../users/email-tokens-repo';

export const confirmTokenLifetimeMs = 48 * 60 * 60 * 1000;
export const resetTokenLifetimeMs = 60 * 60 * 1000;

const lifetimes: Record<EmailTokenPurpose, number> = {
  confirm: confirmTokenLifetimeMs,
  reset: resetTokenLifetimeMs,
};

/** At most this many confirmation or reset mails per address per hour, so nobody can mail-bomb it. */
export const mailsPerHour = 5;

/** True when the address has had its hourly share of this kind of mail (the call then sends nothing). */
export async function mailQuotaUsed(
  ctx: AppContext,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<boolean> {
  return (await countIssuedSince(ctx.db, userId, purpose, ctx.now() - 60 * 60 * 1000)) >= mailsPerHour;
}

export function hashEmailToken(ctx: AppContext, token: string): string {
  return keyedHash(ctx.config.sessionSecret, 'email-token', token);
}

/** A new single-use token for a mailed link; earlier unused ones of the same purpose stop working. */
export async function issueEmailToken(
  ctx: AppContext,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await retireEmailTokens(ctx.db, userId, purpose, now);
  await insertEmailToken(ctx.db, {
    tokenHash: hashEmailToken(ctx, token),
    userId,
    purpose,
    createdAt: now,
    expiresAt: now + lifetimes[purpose],
  });
  return token;
}

export type EmailTokenCheck =
  | { ok: true; userId: string; tokenHash: string }
  | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a mailed token without using it up. */
export async function checkEmailToken(
  ctx: AppContext,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<EmailTokenCheck> {
  const tokenHash = hashEmailToken(ctx, token);
  const row = await findEmailToken(ctx.db, tokenHash, purpose);
  if (!row || row.used_at !== null) return { ok: false, reason: 'invalid' };
  if (row.expires_at <= ctx.now()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.user_id, tokenHash };
}
