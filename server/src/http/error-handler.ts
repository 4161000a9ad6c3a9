import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error';
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
  return { type: `about:blank#${code}`, title: message, status, code, message, ...extra };
}

/**
 * One handler: AppErrors as problem+json, schema errors as 400 invalid_request, a database that is down or a full
 * disk as 503/507 with Retry-After, unknown errors as a bare 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      reply.headers(err.headers);
      return reply
        .status(err.status)
        .type('application/problem+json')
        .send(problem(err.status, err.code, err.message, err.extra));
    }
    const validation = (err as FastifyError).validation;
    if (validation) {
      // Every route's schema failure, whatever part of the request it names: one code, the schema's message.
      const { message, field } = schemaFailure(validation);
      return reply
        .status(400)
        .type('application/problem+json')
        .send(problem(400, INVALID_REQUEST, message, field ? { field } : {}));
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status < 500) {
      const code = (err as FastifyError).code ?? 'bad_request';
      return reply
        .status(status)
        .type('application/problem+json')
        .send(problem(status, code.toLowerCase(), err.message));
    }
    const refused = classifyDatabaseInputError(err);
    if (refused) {
      request.log.warn({ err }, refused.code);
      return reply
        .status(400)
        .type('application/problem+json')
        .send(problem(400, refused.code, refused.message));
    }
    const outage = classifyInfrastructureError(err);
    if (outage) {
      request.log.warn({ err }, outage.code);
      return reply
        .status(outage.status)
        .header('retry-after', String(outage.retryAfterSeconds))
        .type('application/problem+json')
        .send(problem(outage.status, outage.code, outage.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .type('application/problem+json')
      .send(problem(500, 'internal', 'Something went wrong on our side. Please try again.'));
  });
}
