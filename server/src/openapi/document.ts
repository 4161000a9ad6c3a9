import { formatPkr } from '@zuban/contract/pricing';
import { type AnyServiceDeclaration, services } from '@zuban/contract/services/index';
import type { FieldDoc } from '@zuban/contract/services/types';
import { chargeUnits } from '@zuban/contract/services/units';
import { version } from '../version';

type Json = Record<string, unknown>;

const problem = (description: string): Json => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

function priceSentence(s: AnyServiceDeclaration): string {
  const p = s.defaultPrice;
  const unit = chargeUnits[s.unit];
  return (
    `Price (default): PKR ${formatPkr(p.minChargeMilli)} up to ${p.minUnits} × ${unit.label}; above that ` +
    `PKR ${formatPkr(p.unitCostMilli)} per ${unit.label} (${unit.howCounted}). Calls from the web tools are free.`
  );
}

function fieldSchema(f: FieldDoc): Json {
  return { type: f.type, description: f.description };
}

function operation(s: AnyServiceDeclaration): Json {
  const fields = s.fields.filter((f) => f.name !== 'accessToken');
  return {
    operationId: s.id,
    summary: s.title,
    description: `${s.description}\n\n${priceSentence(s)}\n\n**response**: ${s.responseDescription}`,
    tags: [s.category],
    security: [{ bearer: [] }, { bodyToken: [] }],
    parameters: [
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: 'Retrying with the same key and body charges once and returns the first answer.',
        schema: { type: 'string', maxLength: 200 },
      },
    ],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: fields.filter((f) => f.required).map((f) => f.name),
            properties: {
              ...Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])),
              accessToken: {
                type: 'string',
                description: 'Your access token, unless sent as a Bearer header.',
              },
            },
          },
          example: s.exampleRequest,
        },
      },
    },
    responses: {
      200: {
        description: s.successResult,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['result', 'response'],
              properties: {
                result: { type: 'string', description: `"${s.successResult}" on success.` },
                response: { type: ['string', 'number'], description: s.responseDescription },
                jobId: { type: 'string', description: 'The job id, as in your usage history.' },
                cost: { type: 'number', description: 'The charge in PKR.' },
              },
            },
            example: s.exampleResponse,
          },
        },
      },
      400: problem('Invalid input; `message` is the reason, as the tool screen shows it.'),
      401: problem('Missing, unknown or replaced access token.'),
      402: problem('The balance does not cover the price: `balance` and `price` (PKR) say by how much.'),
      403: problem('The account is suspended or not confirmed.'),
      409: problem('A request with the same Idempotency-Key is still running.'),
      422: problem('The Idempotency-Key was used for a different request.'),
      429: problem('Web tools only: fair-use limit per minute reached.'),
      502: problem(
        `The engine failed: "${s.failureMessage}"; not charged (a charge already taken is refunded).`,
      ),
      503: problem(`The engine is not available: "${s.failureMessage}"; not charged.`),
    },
  };
}

const userOnly = (summary: string, description: string, extra: Json = {}): Json => ({
  post: {
    summary,
    description,
    tags: ['account'],
    security: [{ bearer: [] }, { bodyToken: [] }, { session: [] }],
    responses: { 200: { description: 'OK' }, 401: problem('Not signed in.'), 404: problem('Not found.') },
    ...extra,
  },
});

/** The OpenAPI 3.1 document of the public API, generated from the service catalogue. */
export function openApiDocument(publicUrl: string): Json {
  const paths: Json = {};
  for (const s of services) for (const p of s.apiPaths) paths[p] = { post: operation(s) };
  paths['/backend/history'] = userOnly(
    'Usage history',
    'Your jobs, newest first, 25 a page: a list `[{ id, serviceId, cost, date, time, … }]`. Ask for a page with ' +
      '`?page=N`; the answer carries the number of jobs in `X-Total-Count` and the first, prev, next and last ' +
      'pages in `Link` (RFC 8288).',
  );
  paths['/backend/jobdetails/{jobId}'] = userOnly(
    'Job details',
    'One of your jobs: id, cost, serviceId, date, time, remarks (status), text (input summary), parameters.',
    { parameters: [{ name: 'jobId', in: 'path', required: true, schema: { type: 'string' } }] },
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Zuban language API',
      version,
      description:
        'Urdu and Punjabi speech, text and image processing. Every call is a POST with a JSON body and ' +
        'answers `{ result, response }`; errors are problem+json with `message`, `code`, `result` and ' +
        '`response`. Calls with an access token are charged to your prepaid PKR balance.',
    },
    servers: [{ url: publicUrl }],
    tags: [
      { name: 'speech', description: 'Text to speech and speech to text' },
      { name: 'text', description: 'Text processing' },
      { name: 'image', description: 'Optical character recognition' },
      { name: 'account', description: 'Your usage' },
    ],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Your access token from /access_token.' },
        bodyToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Body-AccessToken',
          description: 'Or `accessToken` in the JSON body (the header name here is only a placeholder).',
        },
        session: { type: 'apiKey', in: 'cookie', name: 'zuban_session' },
      },
      schemas: {
        Problem: {
          type: 'object',
          properties: {
            status: { type: 'integer' },
            code: { type: 'string' },
            message: { type: 'string' },
            result: { type: 'string' },
            response: { type: 'string' },
          },
        },
      },
    },
    paths,
  };
}
