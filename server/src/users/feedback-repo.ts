import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { FeedbackTable } from '../db/schema';

export async function insertFeedback(db: Db, row: Insertable<FeedbackTable>): Promise<void> {
  await db.insertInto('feedback').values(row).execute();
}

export async function deleteFeedback(db: Db, id: string): Promise<void> {
  await db.deleteFrom('feedback').where('id', '=', id).execute();
}
