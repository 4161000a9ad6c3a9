import type { z } from 'zod';
import { badRequest } from '../http/app-error';

/** Validates a body against a contract schema; the first problem becomes a 400 with its message. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  throw badRequest('invalid_request', issue?.message ?? 'Invalid request.', field ? { field } : {});
}
