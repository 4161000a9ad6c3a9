import type { ApiKeyView } from '@zuban/contract/api-keys';
import { milliToPkr } from '@zuban/contract/pricing';
import type { AppContext } from '../context';
import { type ApiKeyRow, listApiKeys, listingOf } from './keys-repo';

/** A key as the API answers it (PKR, a status); never its hash. */
export function viewOf(row: ApiKeyRow, now: number): ApiKeyView {
  const l = listingOf(row, now);
  const status =
    l.revokedAt !== null ? 'revoked' : l.expiresAt !== null && l.expiresAt <= now ? 'expired' : 'active';
  return {
    id: l.id,
    name: l.name,
    lastFour: l.lastFour,
    status,
    allowedServices: l.allowedServices,
    monthlyCap: l.capMilli === null ? null : milliToPkr(l.capMilli),
    spentThisMonth: milliToPkr(l.spentThisMonthMilli),
    createdAt: l.createdAt,
    expiresAt: l.expiresAt,
    revokedAt: l.revokedAt,
    lastUsedAt: l.lastUsedAt,
  };
}

/** A user's named keys as the API answers them, newest first (the staff user summary). */
export async function keyViews(ctx: AppContext, userId: string): Promise<ApiKeyView[]> {
  const now = ctx.now();
  const rows = await listApiKeys(ctx.db, userId);
  return rows.map((row) => viewOf(row, now));
}
