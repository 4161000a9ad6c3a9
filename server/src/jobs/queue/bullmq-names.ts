import type { QueueFamily } from './families';

/** What a queued job carries through Redis: the service, its validated input (large fields spilled), the deadline. */
export interface QueueJobData {
  /** The job row's id, when the queue's job id is not it (an asynchronous job's later run). */
  rowId?: string;
  serviceId: string;
  input: Record<string, unknown>;
  /** Epoch ms past which nobody waits: a worker does not start the job, or stops it. */
  deadlineAt: number;
}

/** What a worker answers: the binding's output, a large `response` spilled to a file. */
export type QueueJobResult = Record<string, unknown>;

/** One BullMQ queue per family; the deployment's QUEUE_PREFIX keeps deployments sharing a Redis apart. */
export function queueName(family: QueueFamily): string {
  return `engine-${family}`;
}

/** Finished jobs stay in Redis only briefly: the API process has settled them by then. */
export const REMOVE_ON_COMPLETE = { age: 3600, count: 1000 };
export const REMOVE_ON_FAIL = { age: 24 * 3600, count: 5000 };
