import type { AppContext } from '../context';
import { writeTransaction } from '../db/group-commit';
import { queueAlertMail } from './alert-mails-repo';
import { keyCapCrossings } from './key-cap-crossings';
import { findUnnoticedLowBalances, noticeLowBalance } from './low-balance-repo';

/**
 * What a charge touched: its payer and, for a call made with a named key, the key. The watch
 * (watch.ts) collects these after commit; undefined lists mean "everyone" (the sweep).
 */
export interface CrossingScope {
  userIds?: readonly string[];
  keyIds?: readonly string[];
}

/**
 * A kind of crossing: finds candidates with a read, then notices each in its own short write
 * transaction whose conditional UPDATE (or unique insert) only one writer wins, and queues the mail
 * in that same transaction. Returns how many mails it queued.
 */
export type CrossingCheck = (ctx: AppContext, scope: CrossingScope) => Promise<number>;

export const lowBalanceCrossings: CrossingCheck = async (ctx, scope) => {
  let queued = 0;
  for (const userId of await findUnnoticedLowBalances(ctx.db, scope.userIds)) {
    const at = ctx.now();
    const won = await writeTransaction(ctx, async (trx) => {
      const crossing = await noticeLowBalance(trx, userId, at);
      if (!crossing) return false;
      return queueAlertMail(trx, {
        userId,
        kind: 'low_balance',
        details: { balanceMilli: crossing.balanceMilli, thresholdMilli: crossing.thresholdMilli },
        at,
      });
    });
    if (won) queued += 1;
  }
  return queued;
};

/** Every kind of crossing the watch and the sweep look for. */
export const crossingChecks: CrossingCheck[] = [lowBalanceCrossings, keyCapCrossings];

export async function noticeCrossings(ctx: AppContext, scope: CrossingScope): Promise<number> {
  let queued = 0;
  for (const check of crossingChecks) queued += await check(ctx, scope);
  return queued;
}
