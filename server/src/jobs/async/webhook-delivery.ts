import type { WebhookEvent } from '@zuban/contract/async-jobs';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { timeOrderedId } from '../../db/time-ordered-id';
import { insertDelivery } from '../../webhooks/deliveries-repo';
import type { AsyncJobRow } from './async-jobs-repo';
import { asyncJobView } from './view';

/**
 * Queues the webhook of a finished job, in the transaction that settles it: a job is never settled
 * without its delivery, nor announced without being settled. The message (Standard Webhooks' shape:
 * type, timestamp, data) carries the job's status and links, not its result: the receiver fetches
 * the result with its key, so a leaked webhook body gives nothing away.
 */
export async function enqueueDelivery(
  trx: Db,
  ctx: Pick<AppContext, 'now'>,
  job: AsyncJobRow,
  event: WebhookEvent,
): Promise<void> {
  if (!job.callback_url) return;
  const now = ctx.now();
  const { id, service, status, cost, createdAt, startedAt, finishedAt, links } = asyncJobView(job);
  const payload = JSON.stringify({
    type: event,
    timestamp: new Date(now).toISOString(),
    data: { id, service, status, cost, createdAt, startedAt, finishedAt, links },
  });
  await insertDelivery(trx, {
    id: `msg_${timeOrderedId()}`,
    user_id: job.user_id,
    job_id: job.id,
    url: job.callback_url,
    event,
    payload,
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    lease_until: null,
    created_at: now,
    finished_at: null,
  });
}
