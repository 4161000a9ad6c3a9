import type { JobsTable } from '../../src/db/schema';
import { newJobId } from '../../src/job-rows/jobs-repo';

/**
 * A finished API call's job row (a stemmer call, unless `extra` says otherwise), for tests that
 * charge a call through openJob directly: another paid call spending from the same balance.
 */
export function finishedJob(
  userId: string,
  costMilli: number,
  at: number,
  extra: Partial<JobsTable> = {},
): JobsTable {
  return {
    id: newJobId(),
    user_id: userId,
    service_id: 'stemmer',
    channel: 'api',
    units: 1,
    cost_milli: costMilli,
    status: 'succeeded',
    input_summary: 'x',
    parameters: null,
    error: null,
    created_at: at,
    finished_at: at,
    duration_ms: 0,
    ...extra,
  };
}

/** A charged call still running (a stemmer call, unless `extra` says otherwise): what a dead process leaves. */
export function runningJob(
  userId: string,
  costMilli: number,
  at: number,
  extra: Partial<JobsTable> = {},
): JobsTable {
  return finishedJob(userId, costMilli, at, {
    status: 'running',
    finished_at: null,
    duration_ms: null,
    ...extra,
  });
}
