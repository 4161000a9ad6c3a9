import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, messageCodeFields } from './app-error';
import { classifyDatabaseInputError } from './database-input-errors';
import { classifyInfrastructureError } from './infrastructure-errors';
import { INVALID_REQUEST, schemaFailure } from './schema-problem';

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  code: string;
  message: string;
  [key: string]: unknown;
}

export function problem(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): ProblemBody {
  // The message's catalogue code when its text is one (a database or outage line); an AppError's own wins.
  return {
    type: `about:blank#${code}`,
    title: message,
    status,
    code,
    message,
    ...messageCodeFields(message),
    ...extra,
  };
}

/** What an error is answered with: its status, extra headers (Retry-After) and problem body. */
export interface ProblemAnswer {
  status: number;
  headers: Record<string, string>;
  body: ProblemBody;
}

/**
 * AppErrors as they are, schema errors as 400 invalid_request, a database that is down or a full
 * disk as 503/507 with Retry-After, unknown errors as a bare 500 (logged). The app's handler sends
 * it as problem+json; the OpenAI-compatible routes (openai-compat/) in OpenAI's error shape.
 */
export function problemOf(err: FastifyError | AppError, request: FastifyRequest): ProblemAnswer {
  if (err instanceof AppError) {
    return {
      status: err.status,
      headers: err.headers,
      body: problem(err.status, err.code, err.message, err.extra),
    };
  }
  const validation = (err as FastifyError).validation;
  if (validation) {
    // Every route's schema failure, whatever part of the request it names: one code, the schema's message.
    const { message, field, ...coded } = schemaFailure(validation);
    return {
      status: 400,
      headers: {},
      body: problem(400, INVALID_REQUEST, message, field ? { field, ...coded } : coded),
    };
  }
  const status = (err as FastifyError).statusCode ?? 500;
  if (status < 500) {
    const code = (err as FastifyError).code ?? 'bad_request';
    return { status, headers: {}, body: problem(status, code.toLowerCase(), err.message) };
  }
  const refused = classifyDatabaseInputError(err);
  if (refused) {
    request.log.warn({ err }, refused.code);
    return { status: 400, headers: {}, body: problem(400, refused.code, refused.message) };
  }
  const outage = classifyInfrastructureError(err);
  if (outage) {
    request.log.warn({ err }, outage.code);
    return {
      status: outage.status,
      headers: { 'retry-after': String(outage.retryAfterSeconds) },
      body: problem(outage.status, outage.code, outage.message),
    };
  }
  request.log.error({ err }, 'unhandled error');
  return {
    status: 500,
    headers: {},
    body: problem(500, 'internal', 'Something went wrong on our side. Please try again.'),
  };
}

/** One handler for the app: every error as problem+json (problemOf). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    const { status, headers, body } = problemOf(err, request);
    return reply.status(status).headers(headers).type('application/problem+json').send(body);
  });
}
