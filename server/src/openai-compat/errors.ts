import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';
import { problemOf } from '../http/error-handler';

/**
 * OpenAI's `type` for each status, so a client that switches on it (or on the SDK's error class,
 * which follows the status) reads our answers as it reads OpenAI's. 402 keeps its status: OpenAI
 * says 429 insufficient_quota, but a client retrying 429s would then retry an empty balance.
 */
function errorType(status: number): string {
  if (status === 401) return 'authentication_error';
  if (status === 402) return 'insufficient_quota';
  if (status === 403) return 'permission_error';
  if (status === 404) return 'not_found_error';
  if (status === 429) return 'rate_limit_error';
  if (status >= 500) return 'server_error';
  return 'invalid_request_error';
}

/** A 400 naming the OpenAI parameter it refuses (`model`, `voice`, `response_format` …). */
export function invalidParam(param: string, code: string, message: string): AppError {
  return new AppError(400, code, message, {}, { field: param });
}

/**
 * The error handler of the OpenAI-compatible routes (set on their plugin scope only): the same
 * status, Retry-After and stable `code` as the native problem answer (http/error-handler), in
 * OpenAI's shape `{"error": {"message", "type", "param", "code"}}`. `params` renames a native field
 * in `param` (the TTS `text` is OpenAI's `input`).
 */
export function useOpenAiErrors(scope: FastifyInstance, params: Readonly<Record<string, string>> = {}): void {
  scope.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    const { status, headers, body } = problemOf(err, request);
    const field = typeof body.field === 'string' ? body.field.split('.')[0] : undefined;
    // A 5xx engine failure names what happened in `detail` (a voice not installed …), as `response` natively.
    const detail = status >= 500 && typeof body.detail === 'string' ? ` ${body.detail}` : '';
    return reply
      .status(status)
      .headers(headers)
      .type('application/json; charset=utf-8')
      .send({
        error: {
          message: `${body.message}${detail}`,
          type: errorType(status),
          param: field ? (params[field] ?? field) : null,
          code: body.code,
        },
      });
  });
}
