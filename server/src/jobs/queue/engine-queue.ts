import type { ServiceOutput } from '../service-output';
import type { QueueFamily } from './families';

/** One charged call handed to the queue; the job row is already written and the cost taken. */
export interface QueuedCall {
  /** The job row's id, also the queue's job id: a job enqueued twice is one job. */
  jobId: string;
  /**
   * The queue's job id when it must differ from the row's: an asynchronous job run again after its
   * runner died is a new queue job (the first may still sit in Redis, finished or not).
   */
  queueJobId?: string | undefined;
  serviceId: string;
  family: QueueFamily;
  /** The validated input: what a worker on another machine gets to run the binding with. */
  input: unknown;
  /** How long the caller waits, queueing included; past it the call fails and is refunded. */
  timeoutMs: number;
  /** The binding's run, used as is when the job runs in this process (nothing serialised). */
  run: (signal: AbortSignal) => Promise<ServiceOutput>;
}

export interface FamilyHealth {
  /** Jobs waiting for a worker. */
  waiting: number;
  /** Jobs a worker is running. */
  active: number;
  /** Workers consuming this family's queue (this process itself without Redis). */
  workers: number;
  maxLength: number;
}

export interface QueueHealth {
  mode: 'in-process' | 'bullmq';
  /** Redis reachable (always true in-process). */
  ok: boolean;
  /** Why Redis is unreachable; for signed-in staff only (it may name hosts). */
  detail?: string;
  families: Record<QueueFamily, FamilyHealth>;
}

/**
 * Where heavy engines run: in this process, or on BullMQ workers (any number, any machine) when
 * REDIS_URL is set. Either way the API process charges before, waits up to the deadline and
 * settles the job row after, so both modes share chargeThenRun and one test suite.
 */
export interface EngineQueue {
  readonly mode: 'in-process' | 'bullmq';
  /** False when the family's queue is full: the caller gets 503 before anything is charged. */
  hasRoom(family: QueueFamily): Promise<boolean>;
  /** Runs the call and answers its output; rejects with the engine's error, a timeout or shutdown. */
  run(call: QueuedCall): Promise<ServiceOutput>;
  health(): Promise<QueueHealth>;
  /**
   * Stops taking calls; calls already waiting get `graceMs` to finish, then are given up (their
   * jobs fail and are refunded by their callers).
   */
  close(graceMs?: number): Promise<void>;
}
