import type { JobPhase, JobStateResponse, ProgressUnit } from '@zuban/contract/jobs';
import { progressUnits } from '@zuban/contract/jobs';
import { CANCELLED_ERROR } from './job-start';
import type { JobRow } from './jobs-repo';

/** Queued: on the engine queue (it has a deadline) and not yet taken by a runner. */
export function isQueued(job: JobRow): boolean {
  return job.status === 'running' && (job.started_at ?? null) === null && (job.deadline_at ?? null) !== null;
}

function phaseOf(job: JobRow): JobPhase {
  if (job.status === 'running') return isQueued(job) ? 'queued' : 'running';
  if (job.status === 'failed' && job.error === CANCELLED_ERROR) return 'cancelled';
  return job.status;
}

function isUnit(value: string | null | undefined): value is ProgressUnit {
  return (progressUnits as readonly (string | null | undefined)[]).includes(value);
}

/** A job as the tool screen polls it: its phase, how far the engine got, whether it may be cancelled. */
export function jobState(job: JobRow): JobStateResponse {
  const unit = job.progress_unit;
  return {
    jobId: job.id,
    serviceId: job.service_id,
    phase: phaseOf(job),
    progress:
      job.progress_done != null && isUnit(unit)
        ? { done: job.progress_done, total: job.progress_total ?? null, unit }
        : null,
    cancellable: isQueued(job),
    createdAt: job.created_at,
    startedAt: job.started_at ?? null,
    finishedAt: job.finished_at,
  };
}
