import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';

// Failed sign-ins, one row per failure and subject ('email:<address>' or 'ip:<address>'). An
// attempt whose password is being checked holds a claim row, 'claim:<subject>', which becomes a
// failure row in place (one UPDATE: the row is never missing from a count) or is dropped.

const claimPrefix = 'claim:';

/** Writes one claim row per subject at `at`; answers their ids. */
export async function insertClaims(db: Db, subjects: string[], at: number): Promise<string[]> {
  const rows = subjects.map((subject) => ({ id: randomUUID(), subject: `${claimPrefix}${subject}`, at }));
  await db.insertInto('login_failures').values(rows).execute();
  return rows.map((r) => r.id);
}

/** The claims were wrong passwords: they count as failures from now on. */
export async function claimsToFailures(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('login_failures')
    .set({ subject: sql<string>`substr(subject, ${claimPrefix.length + 1})` })
    .where('id', 'in', ids)
    .where('subject', 'like', `${claimPrefix}%`)
    .execute();
}

/** Drops rows by id (claims that were not failures). */
export async function dropRows(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('login_failures').where('id', 'in', ids).execute();
}

/** Failures and open claims of a subject since `since`. */
export async function attemptsSince(db: Db, subject: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('subject', 'in', [subject, `${claimPrefix}${subject}`])
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Failure times since `since`, oldest first, per subject (claims not included). */
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
