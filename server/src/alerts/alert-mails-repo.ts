import type { Db } from '../db/database';
import type { Trx } from '../db/group-commit';
import type { AlertMailKind, AlertMailsTable } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';

/**
 * Queues a mail in the caller's transaction (the one that noticed the crossing). A row with the
 * same dedupe_key already standing wins: nothing is written and false is answered. Without a
 * dedupe key the mail is its own (the caller's conditional update already made it unique).
 */
export async function queueAlertMail(
  trx: Trx,
  mail: { userId: string; kind: AlertMailKind; dedupeKey?: string; details: object; at: number },
): Promise<boolean> {
  const id = timeOrderedId(mail.at);
  const result = await trx
    .insertInto('alert_mails')
    .values({
      id,
      user_id: mail.userId,
      kind: mail.kind,
      dedupe_key: mail.dedupeKey ?? `${mail.kind}:${id}`,
      details: JSON.stringify(mail.details),
      status: 'pending',
      attempts: 0,
      next_attempt_at: mail.at,
      lease_until: null,
      created_at: mail.at,
      finished_at: null,
      error: null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Mails due now that no sender holds, oldest first. */
export async function findDueAlertMails(db: Db, now: number, limit: number): Promise<AlertMailsTable[]> {
  return db
    .selectFrom('alert_mails')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/**
 * Takes a due mail for one attempt: of several senders exactly one wins (the update is conditional
 * on the row being as the sender read it).
 */
export async function claimAlertMail(db: Db, mail: AlertMailsTable, until: number): Promise<boolean> {
  const result = await db
    .updateTable('alert_mails')
    .set({ lease_until: until })
    .where('id', '=', mail.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', mail.attempts)
    .where((eb) =>
      mail.lease_until === null ? eb('lease_until', 'is', null) : eb('lease_until', '=', mail.lease_until),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type AlertMailOutcome =
  | { status: 'sent' | 'dropped'; error?: string }
  | { status: 'pending'; nextAttemptAt: number; error: string }
  | { status: 'failed'; error: string };

/** Records how an attempt ended and releases the claim. */
export async function finishAlertAttempt(
  db: Db,
  mail: AlertMailsTable,
  at: number,
  outcome: AlertMailOutcome,
): Promise<void> {
  await db
    .updateTable('alert_mails')
    .set({
      status: outcome.status,
      attempts: mail.attempts + 1,
      lease_until: null,
      next_attempt_at: outcome.status === 'pending' ? outcome.nextAttemptAt : mail.next_attempt_at,
      finished_at: outcome.status === 'pending' ? null : at,
      error: outcome.error ?? null,
    })
    .where('id', '=', mail.id)
    .execute();
}
