import { deposit } from '../../src/billing/ledger';
import type { AppContext } from '../../src/context';
import { createUser, type TestUser } from './users';

/** A user's balance in milli-PKR, straight from the database. */
export async function balanceMilli(ctx: AppContext, userId: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('users')
    .select('balance_milli')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.balance_milli;
}

/** A user's job rows, in no particular order. */
export function jobRows(ctx: AppContext, userId: string) {
  return ctx.db.selectFrom('jobs').selectAll().where('user_id', '=', userId).execute();
}

/** A confirmed user with a deposit (100 PKR unless given) on the ledger, ready for paid calls. */
export async function fundedUser(ctx: AppContext, milli = 100_000): Promise<TestUser> {
  const u = await createUser(ctx);
  await deposit(ctx, u.user.id, milli, { by: 'test' });
  return u;
}
