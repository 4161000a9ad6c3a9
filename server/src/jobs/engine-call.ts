import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import type { AppContext } from '../context';
import type { ProgressReport } from './progress-writer';
import type { ServiceOutput } from './service-output';

// A service's call as the engine queue and the asynchronous runner run it: prepared by its binding
// (language/binding.ts bindService), run here without knowing the binding that made it.

/**
 * What an engine run gets besides its input: the deadline's signal, and for queued engines a
 * `progress` report (lines read, seconds transcribed ...) that the runner keeps on the job row.
 */
export interface EngineCall {
  ctx: AppContext;
  signal: AbortSignal;
  progress?: ProgressReport | undefined;
}

/** A validated request, ready to be priced and run; types are closed over, so lists need no generics. */
export interface PreparedCall {
  units: number;
  summary: string;
  parameters: Record<string, string | number> | undefined;
  /** The validated input, as JSON: what a queue worker on another machine runs the engine with. */
  input: unknown;
  run(call: EngineCall): Promise<ServiceOutput>;
}

export interface BoundService {
  declaration: AnyServiceDeclaration;
  timeoutMs?: number | undefined;
  deadlineFor?: ((prepared: PreparedCall, ctx: AppContext) => number) | undefined;
  unavailable?: ((ctx: AppContext) => string | undefined) | undefined;
  bodyLimitBytes?: number | undefined;
  inProcess?: boolean | undefined;
  /** Validates a request body with the declaration's schema; 400 with the spec's message when invalid. */
  prepare(body: unknown): PreparedCall;
  /**
   * `prepare`, then the binding's `inspect` (checks that need I/O, units known from the bytes):
   * present only on bindings with an `inspect`. The call path awaits it instead of `prepare`
   * (prepareChecked) before pricing; queue workers re-run `prepare` on input already checked.
   */
  prepareAsync?: ((body: unknown, ctx: AppContext) => Promise<PreparedCall>) | undefined;
}

/** How long one prepared call may take: the binding's own rule, its fixed deadline, or ENGINE_TIMEOUT_MS. */
export function callDeadlineMs(bound: BoundService, prepared: PreparedCall, ctx: AppContext): number {
  return bound.deadlineFor?.(prepared, ctx) ?? bound.timeoutMs ?? ctx.config.settings.ENGINE_TIMEOUT_MS;
}
