import type { Principal } from '../auth';
import type { JobStatus, JobsTable } from '../db/schema';
import { newJobId } from '../job-rows/jobs-repo';
import type { PreparedCall } from './engine-call';

/** The job row of a paid call as it is opened: synchronous (running) or asynchronous (queued). */
export function newJobRow(call: {
  serviceId: string;
  principal: Principal;
  prepared: PreparedCall;
  costMilli: number;
  status: Extract<JobStatus, 'running' | 'queued'>;
  createdAt: number;
  requestId: string;
  idempotencyKey: string | null;
}): JobsTable {
  const { prepared } = call;
  return {
    id: newJobId(),
    user_id: call.principal.userId,
    service_id: call.serviceId,
    channel: call.principal.channel,
    units: prepared.units,
    cost_milli: call.costMilli,
    status: call.status,
    input_summary: prepared.summary,
    parameters: prepared.parameters ? JSON.stringify(prepared.parameters) : null,
    error: null,
    created_at: call.createdAt,
    finished_at: null,
    duration_ms: null,
    request_id: call.requestId,
    idempotency_key: call.idempotencyKey,
    api_key_id: call.principal.apiKey?.id ?? null,
  };
}
