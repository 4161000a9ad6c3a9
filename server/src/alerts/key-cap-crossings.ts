import { sql } from 'kysely';
import type { Db } from '../db/database';
import { writeTransaction } from '../db/group-commit';
import type { KeyCapFacts } from '../mail/alert-mails';
import { queueAlertMail } from './alert-mails-repo';
import type { CrossingCheck } from './crossings';

// A named key whose spend in a month reached 80% of its monthly cap (keys/key-spend.ts keeps the
// spend in the charge's transaction): one mail per key and month, whatever refunds do meanwhile.

/** The month's mail of a key: the unique dedupe_key of its alert_mails row. */
const dedupeKeyOf = (keyId: string, month: string) => `key_cap:${keyId}:${month}`;

interface KeyPastWarning {
  id: string;
  user_id: string;
  name: string;
  last_four: string;
  spend_month: string;
  spend_milli: number;
  cap_milli: number;
}

/**
 * Keys (of `keyIds`, or every capped key) at 80% of their cap or more in the month their spend
 * counts, whose mail for that month is not queued yet. A read: the common case writes nothing.
 */
async function findKeysPastWarning(db: Db, keyIds?: readonly string[]): Promise<KeyPastWarning[]> {
  if (keyIds?.length === 0) return [];
  let query = db
    .selectFrom('api_keys')
    .select(['id', 'user_id', 'name', 'last_four', 'spend_month', 'spend_milli', 'cap_milli'])
    .where('cap_milli', '>', 0)
    .where('spend_milli', '>', 0)
    .where('spend_month', 'is not', null)
    // spend / cap >= 80%, in integers.
    .where((eb) => eb(eb('spend_milli', '*', 5), '>=', eb(eb.ref('cap_milli'), '*', 4)))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('alert_mails')
            .select('alert_mails.id')
            .whereRef(
              'alert_mails.dedupe_key',
              '=',
              sql<string>`'key_cap:' || api_keys.id || ':' || api_keys.spend_month`,
            ),
        ),
      ),
    );
  if (keyIds) query = query.where('id', 'in', keyIds);
  const rows = await query.execute();
  return rows.map((r) => ({
    ...r,
    spend_month: r.spend_month ?? '',
    spend_milli: Number(r.spend_milli),
    cap_milli: Number(r.cap_milli),
  }));
}

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
