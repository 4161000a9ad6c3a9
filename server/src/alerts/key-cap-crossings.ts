import { writeTransaction } from '../db/group-commit';
import type { KeyCapFacts } from '../mail/alert-mails';
import { queueAlertMail } from './alert-mails-repo';
import type { CrossingCheck } from './crossings';
import { findKeysPastWarning } from './key-cap-repo';

// A named key whose spend in a month reached 80% of its monthly cap (keys/key-spend.ts keeps the
// spend in the charge's transaction): one mail per key and month, whatever refunds do meanwhile.

/** The month's mail of a key: the unique dedupe_key of its alert_mails row. */
const dedupeKeyOf = (keyId: string, month: string) => `key_cap:${keyId}:${month}`;

export const keyCapCrossings: CrossingCheck = async (ctx, scope) => {
  let queued = 0;
  for (const key of await findKeysPastWarning(ctx.db, scope.keyIds)) {
    const at = ctx.now();
    const facts: KeyCapFacts & { keyId: string } = {
      keyId: key.id,
      keyName: key.name,
      lastFour: key.last_four,
      month: key.spend_month,
      spendMilli: key.spend_milli,
      capMilli: key.cap_milli,
    };
    // The unique dedupe key is the conditional write here: of several instances one row stands.
    const won = await writeTransaction(ctx, (trx) =>
      queueAlertMail(trx, {
        userId: key.user_id,
        kind: 'key_cap',
        dedupeKey: dedupeKeyOf(key.id, key.spend_month),
        details: facts,
        at,
      }),
    );
    if (won) queued += 1;
  }
  return queued;
};
