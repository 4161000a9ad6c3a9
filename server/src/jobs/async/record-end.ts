import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { type AsyncJobRow, writeOutput } from './async-jobs-repo';
import { enqueueDelivery } from './webhook-delivery';

/**
 * How an asynchronous job ended, written in the transaction that settles it: its answer (or error)
 * for the owner to collect, and its webhook, if it has a callback. Success, failure and cancel alike.
 */
export async function recordAsyncEnd(
  trx: Db,
  ctx: Pick<AppContext, 'now'>,
  job: AsyncJobRow,
  end: {
    status: 'succeeded' | 'failed' | 'cancelled';
    body: unknown;
    httpStatus: number;
    media: string | null;
    dropInput: boolean;
    /** When the job row says it finished, if the settling transaction already chose it. */
    finishedAt?: number;
  },
): Promise<void> {
  const finishedAt = end.finishedAt ?? ctx.now();
  await writeOutput(trx, job.id, {
    body: end.body,
    status: end.httpStatus,
    media: end.media,
    finishedAt,
    dropInput: end.dropInput,
  });
  await enqueueDelivery(
    trx,
    ctx,
    { ...job, status: end.status, finished_at: finishedAt },
    `job.${end.status}`,
  );
}
