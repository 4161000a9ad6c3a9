import type { Trx } from '../db/group-commit';

/**
 * Holds the user's row until the transaction ends, so that a check followed by an insert ("no
 * pending application yet", "fewer than N pending top-ups") cannot interleave with the same check
 * of a parallel request. PostgreSQL takes a row lock on the no-op update; SQLite runs one writing
 * transaction at a time anyway.
 */
export async function lockUserRow(trx: Trx, userId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ balance_milli: eb.ref('balance_milli') }))
    .where('id', '=', userId)
    .execute();
}
