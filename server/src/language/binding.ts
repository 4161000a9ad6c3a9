import type { ServiceDeclaration } from '@zuban/contract/services/index';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { INVALID_REQUEST, issueCode } from '../http/schema-problem';
import type { BoundService, EngineCall, PreparedCall } from '../jobs/engine-call';
import { engineFailureError } from '../jobs/engine-failure';
import type { ServiceOutput } from '../jobs/service-output';

// What a binding is made of (the call it prepares, the engine run's output) lives in jobs/, whose
// queue and asynchronous runner run it without knowing language/; named here too, as the binding's
// own vocabulary for the services and the paid call.
export type { BoundService, EngineCall, PreparedCall } from '../jobs/engine-call';
export { callDeadlineMs } from '../jobs/engine-call';
export type { ServiceOutput } from '../jobs/service-output';

export type EngineRun<S extends z.ZodType> = (
  input: z.output<S>,
  call: EngineCall,
) => Promise<ServiceOutput> | ServiceOutput;

export interface BindOptions<S extends z.ZodType = z.ZodType> {
  /**
   * Checks the validated input further before anything is charged (the bytes of an image, say):
   * throw an engine error (engines/errors) and the caller gets its 4xx (or 503), with no job written.
   */
  validate?: (input: z.output<S>) => void;
  /**
   * Checks that need I/O (a PDF's pages read by pdfinfo), after `validate` and before anything is
   * charged (BoundService.prepareAsync). It throws like `validate`, and may return the units of the
   * call when they are only known from the bytes (a document's pages): they replace `countUnits`'.
   */
  inspect?: (input: z.output<S>, ctx: AppContext) => Promise<{ units?: number } | undefined>;
  /** Engine deadline for this service (default ENGINE_TIMEOUT_MS or 120 s): long audio needs more. */
  timeoutMs?: number;
  /**
   * The deadline of one call when it depends on the input (a document's pages): it replaces
   * `timeoutMs` for that call, so a single image keeps ENGINE_TIMEOUT_MS and its stale job is
   * refunded as soon as before, while a 50-page PDF gets the time it needs.
   */
  deadlineFor?: (prepared: PreparedCall, ctx: AppContext) => number;
  /**
   * Why the engine cannot run on this server right now (model or voice not installed), checked before
   * anything is charged: the caller gets 503 with this text and no job or ledger row is written.
   */
  unavailable?: (ctx: AppContext) => string | undefined;
  /** Request body limit for this service's paths (default: the app's); an hour of WAV as base64 is ~154 MB. */
  bodyLimitBytes?: number;
  /**
   * A text engine of the in-process pool (text-pool/, bound with bindTextService): it runs on a
   * worker thread with its own deadline (TEXT_TASK_TIMEOUT_MS) and memory cap, or on the event loop
   * when the text is short, and the call is charged after it ran, in one write (settlement.ts
   * runThenCharge). Leave unset for engines that take seconds or leave the process: those hold the
   * charge in a running job while they work, under ENGINE_TIMEOUT_MS.
   */
  inProcess?: boolean;
}

/** The prepared call, with the binding's I/O checks done when it has any: what pricing may use. */
export async function prepareChecked(
  bound: BoundService,
  body: unknown,
  ctx: AppContext,
): Promise<PreparedCall> {
  return bound.prepareAsync ? bound.prepareAsync(body, ctx) : bound.prepare(body);
}

/**
 * Ties a catalogue declaration to its engine. The engine call is the only thing a service adds on the
 * server; everything else (auth, validation, pricing, debit, refund, jobs, answer) is the framework's.
 */
export function bindService<S extends z.ZodType>(
  declaration: ServiceDeclaration<S>,
  run: EngineRun<S>,
  options: BindOptions<S> = {},
): BoundService {
  const { inspect } = options;
  const bound: BoundService = {
    declaration,
    timeoutMs: options.timeoutMs,
    deadlineFor: options.deadlineFor,
    unavailable: options.unavailable,
    bodyLimitBytes: options.bodyLimitBytes,
    inProcess: options.inProcess ?? false,
    prepare(body) {
      const parsed = declaration.input.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const message = issue?.message ?? 'Invalid request.';
        // The one code of a refused request, as for every route's schema (http/schema-problem.ts).
        const coded = issueCode(issue?.code === 'custom' ? issue.params : undefined);
        throw new AppError(
          400,
          INVALID_REQUEST,
          message,
          {},
          { ...coded, field: issue?.path.join('.') ?? '' },
        );
      }
      const input = parsed.data;
      try {
        options.validate?.(input);
      } catch (error) {
        throw engineFailureError(error, declaration.failureMessage);
      }
      return {
        units: declaration.countUnits(input),
        summary: declaration.summarize(input),
        parameters: declaration.parameters?.(input),
        input,
        run: async (call) => {
          // Engine time per service (metrics/), in whichever process runs it; failures too.
          const started = performance.now();
          try {
            return await run(input, call);
          } finally {
            call.ctx.metrics.engineRun(declaration.id, (performance.now() - started) / 1000);
          }
        },
      };
    },
  };
  if (inspect) {
    bound.prepareAsync = async (body, ctx) => {
      const prepared = bound.prepare(body);
      let found: { units?: number } | undefined;
      try {
        found = await inspect(prepared.input as z.output<S>, ctx);
      } catch (error) {
        throw engineFailureError(error, declaration.failureMessage);
      }
      return found?.units === undefined ? prepared : { ...prepared, units: found.units };
    };
  }
  return bound;
}
