import type { updateUserRequest } from '@zuban/contract/accounts';
import { coded } from '@zuban/contract/message-catalogue';
import type { z } from 'zod';
import { recordAudit } from '../admin/audit-repo';
import type { Principal } from '../auth';
import type { AppContext } from '../context';
import { badRequest } from '../http/app-error';
import { type ProfileChanges, updateProfile } from '../users/users-repo';
import type { Target } from './target-user';

type ProfileFields = z.infer<typeof updateUserRequest>;

/** The columns the request sets; choosing a language also dates the choice. */
function profileChanges(ctx: AppContext, fields: ProfileFields): ProfileChanges {
  const changes: ProfileChanges = {};
  if (fields.firstName !== undefined) changes.first_name = fields.firstName;
  if (fields.lastName !== undefined) changes.last_name = fields.lastName;
  if (fields.address !== undefined) changes.address = fields.address;
  if (fields.country !== undefined) changes.country = fields.country;
  if (fields.contact !== undefined) changes.contact = fields.contact;
  if (fields.organization !== undefined) changes.organization = fields.organization;
  if (fields.language !== undefined) {
    changes.language = fields.language;
    changes.language_chosen_at = ctx.now();
  }
  return changes;
}

/**
 * Saves the profile fields given (400 nothing_to_update when none is); staff changing someone
 * else's profile leave an audit row with the values before and after, in the same transaction.
 * Returns the columns changed.
 */
export async function updateUserProfile(
  ctx: AppContext,
  principal: Principal,
  { user, onBehalf }: Target,
  fields: ProfileFields,
): Promise<string[]> {
  const changes = profileChanges(ctx, fields);
  if (Object.keys(changes).length === 0)
    throw badRequest('nothing_to_update', coded('account.nothingToUpdate'));
  await ctx.db.transaction().execute(async (trx) => {
    await updateProfile(trx, user.id, changes);
    if (!onBehalf) return;
    const before = Object.fromEntries(Object.keys(changes).map((k) => [k, user[k as keyof ProfileChanges]]));
    await recordAudit(
      trx,
      principal,
      { action: 'user.update_profile', targetType: 'user', targetId: user.id, before, after: changes },
      ctx.now(),
    );
  });
  return Object.keys(changes);
}
