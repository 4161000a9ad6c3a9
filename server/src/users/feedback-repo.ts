import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { FeedbackTable } from '../db/schema';

export async function insertFeedback(db: Db, row: Insertable<FeedbackTable>): Promise<void> {
  await db.insertInto('feedback').values(row).execute();
}

export async function deleteFeedback(db: Db, id: string): Promise<void> {
  await db.deleteFrom('feedback').where('id', '=', id).execute();
}

/** Feedback messages sent from this address since `since` (epoch ms). */
export async function countFeedbackFromIpSince(db: Db, ip: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
