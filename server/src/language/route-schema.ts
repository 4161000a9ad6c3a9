import { asyncJob } from '@zuban/contract/async-jobs';
import { formatPkr } from '@zuban/contract/pricing';
import { type AnyServiceDeclaration, services } from '@zuban/contract/services/index';
import { chargeUnits } from '@zuban/contract/services/units';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { componentName } from '../openapi/component-name';
import { problemResponse } from '../openapi/problem-schema';

const accessToken = z
  .string()
  .optional()
  .meta({ description: 'Your access token, unless sent as `Authorization: Bearer <token>`.' });

const callbackUrl = z.string().max(2000).optional().meta({
  description:
    'With `Prefer: respond-async`: where the signed webhook goes when the job ends (else the account default, if set). http or https, a public address.',
});

const requestHeaders = z.looseObject({
  'Idempotency-Key': z
    .string()
    .max(200)
    .optional()
    .meta({ description: 'Retrying with the same key and body charges once and returns the first answer.' }),
  Prefer: z.string().optional().meta({
    description:
      '`respond-async`: validate, price and charge now, answer 202 with the job (Location: /v1/jobs/{id}) and run it in the background (RFC 7240).',
  }),
});

/** The request body as documented: the declaration's own schema, plus the body form of the token. */
function requestBodySchema(s: AnyServiceDeclaration, id?: string): z.ZodType {
  const body = s.input instanceof z.ZodObject ? s.input.extend({ accessToken, callbackUrl }) : s.input;
  return body.meta({ ...(id ? { id } : {}), examples: [s.exampleRequest] });
}

/** The spec's `{result, response}` answer with the charge; services may add fields (suggestions, scores). */
function answerSchema(s: AnyServiceDeclaration, id?: string): z.ZodType {
  return z
    .looseObject({
      result: z.string().meta({ description: `"${s.successResult}" on success.` }),
      response: z.union([z.string(), z.number()]).meta({ description: s.responseDescription }),
      jobId: z.string().meta({ description: 'The job id, as in your usage history.' }),
      cost: z.number().meta({ description: 'The charge in PKR (0 for the web tools).' }),
      ...s.answerFields,
    })
    .meta({
      ...(id ? { id } : {}),
      description: 'Done: the result, the job id and the charge.',
      examples: [{ ...s.exampleResponse, jobId: 'k3J9xQ2mPa', cost: 0.25 }],
    });
}

/**
 * Each catalogue service's body and answer, built once and named `<Service>Request` and
 * `<Service>Answer` (zod's `id`): the OpenAPI document lists them once under components.schemas
 * and every path of the service refers to them (openapi/components.ts names the other routes').
 */
const catalogueSchemas = new Map(
  services.map((s) => {
    const name = componentName(s.id);
    return [s, { body: requestBodySchema(s, `${name}Request`), answer: answerSchema(s, `${name}Answer`) }];
  }),
);

const accepted = asyncJob.meta({
  description:
    'Accepted (`Prefer: respond-async`): charged and queued. `Location` is the job; poll it, or wait for the webhook.',
});

function priceSentence(s: AnyServiceDeclaration): string {
  const p = s.defaultPrice;
  const unit = chargeUnits[s.unit];
  return (
    `Price (default): PKR ${formatPkr(p.minChargeMilli)} up to ${p.minUnits} × ${unit.label}; above that ` +
    `PKR ${formatPkr(p.unitCostMilli)} per ${unit.label} (${unit.howCounted}). Calls from the web tools are free.`
  );
}

function errorResponses(s: AnyServiceDeclaration) {
  return {
    400: problemResponse('Invalid input; `message` is the reason, as the tool screen shows it.'),
    401: problemResponse(
      'Missing, unknown or replaced access token; a revoked (`api_key_revoked`) or expired (`api_key_expired`) named key.',
    ),
    402: problemResponse(
      'The balance does not cover the price: `balance` and `price` (PKR) say by how much; or the call would take a named key past its monthly cap (`api_key_cap_reached`, with `cap` and `spent`).',
    ),
    403: problemResponse(
      'The account is suspended or not confirmed, or the named key may not call this service (`api_key_service_not_allowed`).',
    ),
    409: problemResponse('A request with the same Idempotency-Key is still running.'),
    413: problemResponse('The request body is larger than this service takes.'),
    422: problemResponse('The Idempotency-Key was used for a different request.'),
    429: problemResponse(
      'Too many calls: the per-token rate limit, the web tools’ fair-use limit, or too many asynchronous jobs pending.',
    ),
    502: problemResponse(
      `The engine failed: "${s.failureMessage}"; not charged (a charge already taken is refunded).`,
    ),
    503: problemResponse(`The engine is not available: "${s.failureMessage}"; not charged.`),
  };
}

/**
 * The Fastify schema of one language-service path, derived from the declaration alone: body and
 * answer for validation docs and the OpenAPI document, the answer checked on the way out. The first
 * public path is the documented operation (operationId = service id); the portal's tool paths and
 * legacy spellings answer the same but stay out of the document (`hide`).
 */
export function serviceRouteSchema(s: AnyServiceDeclaration, path: string): FastifySchema {
  const index = s.apiPaths.indexOf(path);
  const { body, answer } = catalogueSchemas.get(s) ?? { body: requestBodySchema(s), answer: answerSchema(s) };
  return {
    operationId: index <= 0 ? s.id : `${s.id}_${index}`,
    summary: s.title,
    description: `${s.description}\n\n${priceSentence(s)}\n\n**response**: ${s.responseDescription}`,
    tags: [s.category],
    security: [{ bearer: [] }, { bodyToken: [] }],
    ...(index < 0 ? { hide: true } : {}),
    ...(index > 0 ? { deprecated: true } : {}),
    headers: requestHeaders,
    body,
    response: { 200: answer, 202: accepted, ...errorResponses(s) },
  } as FastifySchema;
}
