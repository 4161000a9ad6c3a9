import type { meResponse } from '@zuban/contract/accounts';
import { milliToPkr } from '@zuban/contract/pricing';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { unauthorized } from '../http/app-error';
import { findUserById } from '../users/users-repo';

/** Who the web app is signed in as (401 when the account is gone since the session began). */
export async function describeSignedInUser(
  ctx: AppContext,
  userId: string,
): Promise<z.infer<typeof meResponse>> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  return {
    email: user.email,
    firstName: user.first_name,
    role: user.role,
    balance: milliToPkr(user.balance_milli),
    language: user.language,
    languageChosen: user.language_chosen_at !== null,
  };
}
