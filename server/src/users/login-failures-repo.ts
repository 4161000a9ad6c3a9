import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

// Failed sign-ins, one row per failure and subject ('email:<address>' or 'ip:<address>').

export async function recordFailures(db: Db, subjects: string[], at: number): Promise<void> {
  await db
    .insertInto('login_failures')
    .values(subjects.map((subject) => ({ id: randomUUID(), subject, at })))
    .execute();
}

/** Failure times since `since`, oldest first, per subject. */
export async function failureTimes(db: Db, subject: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('login_failures')
    .select('at')
    .where('subject', '=', subject)
    .where('at', '>', since)
    .orderBy('at', 'asc')
    .execute();
  return rows.map((r) => Number(r.at));
}

export async function clearFailures(db: Db, subject: string): Promise<void> {
  await db.deleteFrom('login_failures').where('subject', '=', subject).execute();
}

/** Drops rows too old to matter, so the table stays small. */
export async function pruneFailures(db: Db, before: number): Promise<void> {
  await db.deleteFrom('login_failures').where('at', '<=', before).execute();
}
