import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { z } from 'zod';

/**
 * A multipart form's text fields are read in the handler, with its files, after Fastify's own
 * validation step. They are checked with the contract's schema all the same and refused the way a
 * route schema refuses a body: an error carrying `validation`, which http/error-handler turns into
 * 400 invalid_request with the first issue's message and field.
 */
export function parseFormFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const validation: FastifySchemaValidationError[] = parsed.error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: `/${issue.path.join('/')}`,
    schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
    params: {},
    message: issue.message,
  }));
  throw Object.assign(new Error(validation[0]?.message ?? 'Invalid form.'), {
    statusCode: 400,
    validation,
    validationContext: 'body',
  });
}
