import type { Principal } from '../auth';
import { appendLedger, creditBalance } from '../billing/ledger-repo';
import type { AppContext } from '../context';
import type { Trx } from '../db/group-commit';
import type { AppError } from '../http/app-error';
import { type AuditRecord, recordAudit } from './audit-repo';

/** The figures an audit entry of a staff deposit records. */
export interface DepositFacts {
  /** Milli-PKR, after the credit. */
  balanceAfterMilli: number;
  ledgerId: string;
}

/** One staff deposit: what moves to whom, and what each path adds around the shared steps. */
export interface StaffDeposit {
  userId: string;
  amountMilli: number;
  /** The ledger row's note. */
  note: string | null;
  /** Thrown when the credit finds no user row (the transaction then writes nothing). */
  noUser: () => AppError;
  /**
   * Runs once the credit holds the user's row lock and before money is recorded: a concurrent
   * decision on the same request waits on that lock, then sees this one here and throws.
   */
  afterCredit?: (trx: Trx) => Promise<void>;
  /** Runs after the ledger row, in the same transaction (a top-up records its ledger row). */
  afterLedger?: (trx: Trx, ledgerId: string, at: number) => Promise<void>;
  /** The audit entry, written last. */
  audit: (facts: DepositFacts) => AuditRecord;
}

/**
 * The deposit of every staff path (Add Balance, a second approval, a top-up approval): credit the
 * user, append the 'deposit' ledger row in the staff member's name, record the audit entry, all in
 * one transaction. Answers the balance after, in milli-PKR.
 */
export async function depositByStaff(ctx: AppContext, actor: Principal, d: StaffDeposit): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    // The credit locks the user's row first, so every check after it sees decisions made before.
    const after = await creditBalance(trx, d.userId, d.amountMilli);
    if (after === undefined) throw d.noUser();
    await d.afterCredit?.(trx);
    const ledgerId = await appendLedger(trx, {
      userId: d.userId,
      kind: 'deposit',
      amountMilli: d.amountMilli,
      balanceAfterMilli: after,
      by: `admin:${actor.userId}`,
      note: d.note,
      at: now,
    });
    await d.afterLedger?.(trx, ledgerId, now);
    await recordAudit(trx, actor, d.audit({ balanceAfterMilli: after, ledgerId }), now);
    return after;
  });
}
