import {
  type AsyncJobView,
  asyncJobPath,
  asyncJobResultPath,
  type WebhookDeliveryView,
} from '@zuban/contract/async-jobs';
import { milliToPkr } from '@zuban/contract/pricing';
import type { JobPayloadsTable } from '../../db/schema';
import { jobState } from '../job-view';
import type { AsyncJobRow } from './async-jobs-repo';

interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
}

function errorOf(payload: JobPayloadsTable | undefined): ErrorAnswer | null {
  if (!payload?.output || payload.output_status === null || payload.output_status < 400) return null;
  const body = JSON.parse(payload.output) as Partial<ErrorAnswer>;
  return {
    status: payload.output_status,
    code: typeof body.code === 'string' ? body.code : 'engine_failed',
    message: typeof body.message === 'string' ? body.message : '',
  };
}

/**
 * An asynchronous job as its owner reads it: status, progress, cost and times, the links to act on
 * it, the webhook deliveries with every attempt, and once it has succeeded the synchronous call's
 * own answer (`result`, `response` and the service's fields) merged in.
 */
export function asyncJobView(
  job: AsyncJobRow,
  payload?: JobPayloadsTable,
  deliveries: readonly WebhookDeliveryView[] = [],
): AsyncJobView {
  const state = jobState(job);
  const answer =
    state.phase === 'succeeded' && payload?.output && payload.output_status === 200
      ? (JSON.parse(payload.output) as Record<string, unknown>)
      : {};
  return {
    ...answer,
    id: job.id,
    service: job.service_id,
    status: state.phase,
    progress: state.progress,
    cost: milliToPkr(job.cost_milli),
    createdAt: job.created_at,
    startedAt: state.startedAt,
    finishedAt: job.finished_at,
    links: {
      self: asyncJobPath(job.id),
      ...(payload?.media ? { result: asyncJobResultPath(job.id) } : {}),
      ...(state.cancellable ? { cancel: `${asyncJobPath(job.id)}/cancel` } : {}),
    },
    error: errorOf(payload),
    deliveries: [...deliveries],
  };
}
