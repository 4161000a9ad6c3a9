import { type CodedMessage, coded } from '@zuban/contract/message-catalogue';
import {
  type ChainLink,
  chainProblem,
  inputOf,
  type MediaField,
  type MediaKind,
  pipelineRequest,
} from '@zuban/contract/pipeline';
import { findService } from '@zuban/contract/services/index';
import type { Principal } from '../auth';
import { pricingFor, type ServicePricing } from '../billing/prices';
import type { AppContext } from '../context';
import { AppError, badRequest } from '../http/app-error';
import { INVALID_REQUEST } from '../http/schema-problem';
import { keyServiceNotAllowed } from '../keys/key-errors';
import type { BoundService, PreparedCall } from '../language/binding';
import { prepareCall } from '../language/call-service';
import { enforceFairUse } from '../language/fair-use';
import { boundServices } from '../language/registry';

/** One step, checked: its service and engine, its options, what it takes and its caller's price. */
export interface PlannedStep {
  index: number;
  bound: BoundService;
  options: Record<string, unknown>;
  /** The request field the previous answer (or, first, the caller's input) goes in. */
  field: MediaField;
  pricing: ServicePricing;
}

export interface PipelinePlan {
  steps: PlannedStep[];
  /** The first step, validated on the caller's input: priced and run as it is. */
  first: PreparedCall;
  /** The first step's request body, kept for an asynchronous pipeline's runner. */
  firstBody: Record<string, unknown>;
}

// Stand-ins for what a later step will get, only to check its options before anything is charged.
const standIns: Record<MediaKind, string> = {
  text: 'اردو',
  audio: 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAIlYAAESsAAACABAAZGF0YQAAAAA=',
  image: 'iVBORw0KGgo=',
};

const bindingsById = new Map(boundServices.map((b) => [b.declaration.id, b]));

/** The first issue of a step's options as a 400 naming the step. */
function optionsProblem(index: number, message: CodedMessage, field: string): AppError {
  return new AppError(400, INVALID_REQUEST, message, {}, { field, step: index });
}

/**
 * Everything checked before the first charge: the body's shape, the number of steps, each service
 * known and its engine installed and enabled, the types chaining, every step's options, and the
 * first step's input (validated and priced as that service's own call would be). Any refusal here
 * is a 4xx (or 503) that writes nothing.
 */
export async function planPipeline(
  ctx: AppContext,
  principal: Principal,
  body: Record<string, unknown>,
  firstPricing?: ServicePricing,
): Promise<PipelinePlan> {
  const parsed = pipelineRequest.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      400,
      INVALID_REQUEST,
      issue?.message ?? 'Invalid pipeline.',
      {},
      {
        field: issue?.path.join('.') ?? '',
      },
    );
  }
  const { steps } = parsed.data;
  const max = ctx.config.settings.PIPELINE_MAX_STEPS;
  if (steps.length > max) {
    throw badRequest('pipeline_too_long', coded('pipeline.tooLong', { max, count: steps.length }));
  }
  const links: ChainLink[] = steps.map((step, index) => {
    const service = findService(step.service);
    if (!service) {
      throw new AppError(
        400,
        'unknown_service',
        coded('pipeline.unknownService', { step: index + 1, service: step.service }),
        {},
        {
          field: `steps.${index}.service`,
          step: index,
        },
      );
    }
    // A named key limited to some services may run only those, in any step (403 before any charge).
    const allowed = principal.apiKey?.allowedServices;
    if (allowed && !allowed.includes(service.id)) {
      const refused = keyServiceNotAllowed(service.id);
      throw new AppError(refused.status, refused.code, refused.message, refused.headers, {
        ...refused.extra,
        step: index,
      });
    }
    return { service, options: step.options ?? {} };
  });
  const problem = chainProblem(links);
  if (problem) {
    throw new AppError(
      400,
      'pipeline_types_mismatch',
      problem.message,
      {},
      {
        field: `steps.${problem.index}.service`,
        step: problem.index,
      },
    );
  }

  const planned: PlannedStep[] = [];
  for (const [index, link] of links.entries()) {
    const takes = inputOf(link.service)!;
    if (link.options[takes.field] !== undefined) {
      const named = { step: index + 1, service: link.service.id, field: takes.field };
      throw optionsProblem(
        index,
        coded(index === 0 ? 'pipeline.inputBeside' : 'pipeline.inputFromPrevious', named),
        `steps.${index}.options.${takes.field}`,
      );
    }
    const pricing =
      index === 0 && firstPricing
        ? firstPricing
        : await pricingFor(ctx, principal.userId, link.service.id, link.service.defaultPrice);
    if (index > 0) {
      checkOptions(index, link, takes);
      // Unbound, not installed or disabled: 503 now, not after the steps before it were charged.
      const bound = bindingsById.get(link.service.id);
      await prepareCall(ctx, link.service, bound, standInBody(link, takes), pricing).catch(
        (error: unknown) => {
          if (error instanceof AppError && error.status >= 500) throw error;
          // A stand-in the binding's own checks refuse (its bytes): the real input is checked when it runs.
        },
      );
    }
    planned.push({
      index,
      bound: bindingsById.get(link.service.id)!,
      options: link.options,
      field: takes.field,
      pricing,
    });
  }

  const firstStep = planned[0]!;
  const firstBody = { ...firstStep.options, [firstStep.field]: body[firstStep.field] };
  const first = await prepareCall(
    ctx,
    links[0]!.service,
    firstStep.bound,
    firstBody,
    firstStep.pricing,
  ).catch((error: unknown) => {
    throw error instanceof AppError
      ? new AppError(error.status, error.code, error.message, error.headers, { ...error.extra, step: 0 })
      : error;
  });
  if (principal.channel === 'web') await enforceFairUse(ctx, principal.userId);
  return { steps: planned, first, firstBody };
}

function standInBody(
  link: ChainLink,
  takes: { field: MediaField; kind: MediaKind },
): Record<string, unknown> {
  return { ...link.options, [takes.field]: standIns[takes.kind] };
}

/** A later step's options, checked with its schema on a stand-in input (the input's own checks come when it runs). */
function checkOptions(index: number, link: ChainLink, takes: { field: MediaField; kind: MediaKind }): void {
  const result = link.service.input.safeParse(standInBody(link, takes));
  if (result.success) return;
  const issue = result.error.issues.find((i) => i.path[0] !== takes.field);
  if (!issue) return;
  throw optionsProblem(
    index,
    coded('pipeline.stepOptions', { step: index + 1, service: link.service.id, problem: issue.message }),
    `steps.${index}.options.${issue.path.join('.')}`,
  );
}
