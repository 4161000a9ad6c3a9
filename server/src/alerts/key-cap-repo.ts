import { sql } from 'kysely';
import type { Db } from '../db/database';

// The read behind a named key's 80% mail (key-cap-crossings.ts): its api_keys row past the warning
// in the month its spend counts, with no alert_mails row for that key and month yet (migration 0014).

export interface KeyPastWarning {
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
export async function findKeysPastWarning(db: Db, keyIds?: readonly string[]): Promise<KeyPastWarning[]> {
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
            // The dedupe key key-cap-crossings.ts writes (dedupeKeyOf), spelled in SQL.
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
