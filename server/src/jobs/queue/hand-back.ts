import { DelayedError, type Job } from 'bullmq';
import { encodeFailure } from './failure-codec';

/** How long a handed-back job waits before any worker may take it again: longer each time, at most 1 s. */
export function handBackDelayMs(timesTaken: number): number {
  return Math.min(1000, 100 * Math.max(1, timesTaken));
}

/** At most one warning a minute, however many jobs are handed back. */
const WARN_EVERY_MS = 60_000;

/**
 * A worker's answer to a job whose row its database does not hold: the job goes back to the queue
 * (delayed a little, so that other workers take it first) instead of failing. On a shared Redis,
 * the workers of every deployment under one QUEUE_PREFIX take each other's jobs; a worker that
 * answered them "cancelled" failed paid calls nobody cancelled (issue #34). Handed back, a job
 * reaches a worker of its own deployment, or its deadline (the worker then fails it as timed out).
 * The operator is warned, at most once a minute, to give each deployment its own QUEUE_PREFIX.
 */
export function missingRowHandBack(prefix: string, warn?: (message: string) => void) {
  let handedBack = 0;
  let warnedAt = Number.NEGATIVE_INFINITY;
  return async (job: Job, token: string | undefined): Promise<never> => {
    try {
      await job.moveToDelayed(Date.now() + handBackDelayMs(job.attemptsStarted), token);
    } catch (error) {
      // The lock was lost meanwhile (the worker stalled): BullMQ gives the job to a worker again.
      throw new Error(encodeFailure(error));
    }
    handedBack += 1;
    if (warn && Date.now() - warnedAt >= WARN_EVERY_MS) {
      warnedAt = Date.now();
      warn(
        `handed back ${handedBack} job(s) whose row is not in this worker's database (the last: ${job.id} on ${job.queueName}). ` +
          `Another deployment seems to use this Redis with QUEUE_PREFIX=${prefix}: give each deployment its own QUEUE_PREFIX (docs/deployment.md).`,
      );
      handedBack = 0;
    }
    // BullMQ's signal that the processor moved the job itself: no failure is recorded.
    throw new DelayedError();
  };
}
