import { coded } from '@zuban/contract/message-catalogue';
import { rearmedByCredit } from '../alerts/low-balance-repo';
import type { AppContext } from '../context';
import { allColumns, compiledOnce, slotsFor } from '../db/compiled-once';
import type { Trx } from '../db/group-commit';
import type { LedgerKind, LedgerTable } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';
import { badRequest, notFound } from '../http/app-error';

export type { Trx } from '../db/group-commit';

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

/**
 * Credits a user's balance with a deposit ledger row in one transaction: the accounts CLI top-up,
 * the admin's "Add balance" and the fellowship credit all come through here. A deposit also restarts
 * the one-year validity of the whole balance (spec portal §9).
 */
export async function deposit(
  ctx: AppContext,
  userId: string,
  amountMilli: number,
  opts: { by: string; note?: string },
): Promise<{ balanceMilli: number; entryId: string }> {
  if (!Number.isSafeInteger(amountMilli) || amountMilli <= 0) {
    throw badRequest('invalid_amount', coded('general.amountPositive'));
  }
  return ctx.db.transaction().execute(async (trx) => {
    const balanceMilli = await creditBalance(trx, userId, amountMilli);
    if (balanceMilli === undefined) throw notFound(coded('staff.noSuchUser'), 'user_not_found');
    const entryId = await appendLedger(trx, {
      userId,
      kind: 'deposit',
      amountMilli,
      balanceAfterMilli: balanceMilli,
      by: opts.by,
      note: opts.note ?? null,
      at: ctx.now(),
    });
    return { balanceMilli, entryId };
  });
}

/** Sum of a user's ledger: equals their balance whenever every movement went through the ledger. */
export async function ledgerTotal(ctx: AppContext, userId: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_milli'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface LedgerEntry {
  id: string;
  kind: LedgerKind;
  amountMilli: number;
  balanceAfterMilli: number;
  jobId: string | null;
  by: string;
  note: string | null;
  at: number;
}

/** A user's ledger, newest first. */
export async function listLedger(ctx: AppContext, userId: string, limit = 100): Promise<LedgerEntry[]> {
  const rows = await ctx.db
    .selectFrom('ledger')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    amountMilli: r.amount_milli,
    balanceAfterMilli: r.balance_after_milli,
    jobId: r.job_id,
    by: r.actor,
    note: r.note,
    at: r.created_at,
  }));
}
