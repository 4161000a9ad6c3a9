import { sql } from 'kysely';
import type { Db } from './database';

/** Whether the database answers a trivial query; its error goes to `onError`, never to a caller. */
export async function databaseAnswers(db: Db, onError: (err: unknown) => void): Promise<boolean> {
  return sql`select 1 as ok`
    .execute(db)
    .then(() => true)
    .catch((err: unknown) => {
      onError(err);
      return false;
    });
}
