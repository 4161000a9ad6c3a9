import type { JobStatus } from '../db/schema';

/**
 * A job's life, in one table. A row is written `queued` (an asynchronous job or pipeline waiting
 * for a runner, or a synchronous heavy call waiting on the engine queue), `running` (a synchronous
 * call charged before it runs in this process), or already ended (a call charged after it ran, an
 * uncharged failure). The conditional updates that move a row (jobs-repo here, jobs/job-start,
 * jobs/async/async-jobs-repo) take their WHERE from `movesTo`, so a move this table does not allow is a
 * programming error at once, not a row in a state nobody reads.
 */
const MOVES: Record<JobStatus, readonly JobStatus[]> = {
  // A runner claims it, or a queue worker takes it (started_at set); the user cancels it, or it is
  // given up before any runner took it (refunded: its deadline passed, the queue failed).
  queued: ['running', 'failed', 'cancelled'],
  // A runner claims it again after its lease lapsed, or a queue worker retries it after its worker
  // died (started_at kept); it ends: answered, failed (refunded if charged), or cancelled.
  running: ['running', 'succeeded', 'failed', 'cancelled'],
  succeeded: [],
  failed: [],
  cancelled: [],
};

export function canMove(from: JobStatus, to: JobStatus): boolean {
  return MOVES[from].includes(to);
}

/** A status no move leaves: the job's charge is settled (kept, refunded, or never taken). */
export function isEnded(status: JobStatus): boolean {
  return MOVES[status].length === 0;
}

/**
 * The statuses a conditional update to `to` starts from: `from`, each checked against the table.
 * Used as `.where('status', 'in', movesTo(to, ...from))`.
 */
export function movesTo(to: JobStatus, ...from: JobStatus[]): JobStatus[] {
  for (const status of from) {
    if (!canMove(status, to)) throw new Error(`A job cannot move from ${status} to ${to}.`);
  }
  return from;
}

/**
 * Waiting for a runner, as the user sees it (phase `queued`, cancellable): an asynchronous job, or
 * a synchronous heavy call on the engine queue that no worker has taken yet. Both are written
 * `queued` (the latter since migration 0015), so the status alone tells.
 */
export function isWaiting(job: { status: JobStatus }): boolean {
  return job.status === 'queued';
}
