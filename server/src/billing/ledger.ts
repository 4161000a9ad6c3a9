import { coded } from '@zuban/contract/message-catalogue';
import type { AppContext } from '../context';
import type { LedgerKind } from '../db/schema';
import { badRequest, notFound } from '../http/app-error';
import { appendLedger, creditBalance, findLedgerRows, sumLedger } from './ledger-repo';

export type { Trx } from '../db/group-commit';

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
  return sumLedger(ctx.db, userId);
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
  const rows = await findLedgerRows(ctx.db, userId, limit);
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
