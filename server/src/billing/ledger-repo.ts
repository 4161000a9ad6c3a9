import { rearmedByCredit } from '../alerts/low-balance-repo';
import { allColumns, compiledOnce, slotsFor } from '../db/compiled-once';
import type { Db } from '../db/database';
import type { Trx } from '../db/group-commit';
import type { LedgerKind, LedgerTable } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';

// The statements of the money itself: the ledger's rows and the balance's conditional moves.
// ledger.ts (deposits, reading a ledger) and charge.ts (a call's charge and refund) say what
// they mean; every movement writes both in one transaction.

export interface LedgerEntryInput {
  userId: string;
  kind: LedgerKind;
  amountMilli: number;
  balanceAfterMilli: number;
  jobId?: string | null;
  by: string;
  note?: string | null;
  at: number;
}

const ledgerColumns = allColumns<LedgerTable>({
  id: true,
  user_id: true,
  kind: true,
  amount_milli: true,
  balance_after_milli: true,
  job_id: true,
  actor: true,
  note: true,
  created_at: true,
});

const insertLedgerRow = compiledOnce<LedgerTable, never>((db, slot) =>
  db.insertInto('ledger').values(slotsFor(slot, ledgerColumns)),
);

/** Appends a ledger row; call it inside the transaction that moved the balance. */
export async function appendLedger(trx: Trx, entry: LedgerEntryInput): Promise<string> {
  const id = timeOrderedId(entry.at);
  await insertLedgerRow(trx, {
    id,
    user_id: entry.userId,
    kind: entry.kind,
    amount_milli: entry.amountMilli,
    balance_after_milli: entry.balanceAfterMilli,
    job_id: entry.jobId ?? null,
    actor: entry.by,
    note: entry.note ?? null,
    created_at: entry.at,
  });
  return id;
}

/**
 * Adds to the balance in SQL (never read-modify-write); undefined when the user does not exist. A
 * balance lifted above the user's low-balance threshold re-arms its mail in the same statement.
 */
export async function creditBalance(
  trx: Trx,
  userId: string,
  amountMilli: number,
): Promise<number | undefined> {
  const row = await trx
    .updateTable('users')
    .set((eb) => ({
      balance_milli: eb('balance_milli', '+', amountMilli),
      low_balance_noticed_at: rearmedByCredit(amountMilli)(eb),
    }))
    .where('id', '=', userId)
    .returning('balance_milli')
    .executeTakeFirst();
  return row?.balance_milli;
}

/**
 * Takes `amountMilli` off the balance only if the balance covers it, in one statement, so that
 * concurrent calls can never spend the same money twice. Undefined when it does not cover it.
 */
export async function debitBalance(
  trx: Trx,
  userId: string,
  amountMilli: number,
): Promise<number | undefined> {
  const { rows } = await conditionalDebit(trx, { userId, amountMilli });
  return rows[0]?.balance_milli;
}

const conditionalDebit = compiledOnce<{ userId: string; amountMilli: number }, { balance_milli: number }>(
  (db, slot) =>
    db
      .updateTable('users')
      .set((eb) => ({ balance_milli: eb('balance_milli', '-', slot('amountMilli')) }))
      .where('id', '=', slot('userId'))
      .where('balance_milli', '>=', slot('amountMilli'))
      .returning('balance_milli'),
);

/** The balance a user has now, or undefined when there is no such user. */
export async function readBalance(db: Trx | Db, userId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('balance_milli')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.balance_milli;
}

/** Sum of a user's ledger rows (0 when they have none). */
export async function sumLedger(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_milli'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A user's ledger rows, newest first. */
export async function findLedgerRows(db: Db, userId: string, limit: number): Promise<LedgerTable[]> {
  return db
    .selectFrom('ledger')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}
