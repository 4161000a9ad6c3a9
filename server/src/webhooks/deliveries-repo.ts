import type { WebhookDeliveryView } from '@zuban/contract/async-jobs';
import type { Db } from '../db/database';
import type { Trx } from '../db/group-commit';
import type { WebhookDeliveriesTable } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';

export async function insertDelivery(db: Db, row: WebhookDeliveriesTable): Promise<void> {
  await db.insertInto('webhook_deliveries').values(row).execute();
}

/** Deliveries due now that no deliverer holds. */
export async function findDueDeliveries(
  db: Db,
  now: number,
  limit: number,
): Promise<WebhookDeliveriesTable[]> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/** Takes a due delivery for one attempt; of several instances exactly one wins (conditional update). */
export async function claimDelivery(
  db: Db,
  delivery: WebhookDeliveriesTable,
  until: number,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ lease_until: until })
    .where('id', '=', delivery.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', delivery.attempts)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '=', delivery.lease_until)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface AttemptRecord {
  at: number;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

/** Keeps the attempt and moves the delivery on: delivered, tried again at `nextAttemptAt`, or failed. */
export async function recordAttempt(
  trx: Trx,
  delivery: WebhookDeliveriesTable,
  attempt: AttemptRecord,
  outcome: { delivered: true } | { delivered: false; nextAttemptAt: number | undefined },
): Promise<void> {
  {
    await trx
      .insertInto('webhook_attempts')
      .values({
        id: timeOrderedId(),
        delivery_id: delivery.id,
        at: attempt.at,
        status_code: attempt.statusCode,
        latency_ms: attempt.latencyMs,
        error: attempt.error,
      })
      .execute();
    const finishedAt = attempt.at + attempt.latencyMs;
    const next = outcome.delivered ? undefined : outcome.nextAttemptAt;
    await trx
      .updateTable('webhook_deliveries')
      .set({
        attempts: delivery.attempts + 1,
        lease_until: null,
        status: outcome.delivered ? 'delivered' : next === undefined ? 'failed' : 'pending',
        next_attempt_at: next ?? delivery.next_attempt_at,
        finished_at: outcome.delivered || next === undefined ? finishedAt : null,
      })
      .where('id', '=', delivery.id)
      .execute();
  }
}

/** A job's deliveries with every attempt, for its owner's job view. */
export async function listJobDeliveries(db: Db, jobId: string): Promise<WebhookDeliveryView[]> {
  const deliveries = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('job_id', '=', jobId)
    .orderBy('created_at')
    .execute();
  if (deliveries.length === 0) return [];
  const attempts = await db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where(
      'delivery_id',
      'in',
      deliveries.map((d) => d.id),
    )
    .orderBy('at')
    .execute();
  return deliveries.map((d) => ({
    id: d.id,
    event: d.event as WebhookDeliveryView['event'],
    url: d.url,
    status: d.status,
    nextAttemptAt: d.status === 'pending' ? d.next_attempt_at : null,
    attempts: attempts
      .filter((a) => a.delivery_id === d.id)
      .map((a) => ({ at: a.at, statusCode: a.status_code, latencyMs: a.latency_ms, error: a.error })),
  }));
}
