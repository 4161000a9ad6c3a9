import type { FastifySchemaValidationError } from 'fastify/types/schema';

/** The one code of a request that its route's schema refused: a body, query or path parameter. */
export const INVALID_REQUEST = 'invalid_request';

export interface SchemaFailure {
  message: string;
  /** The refused field as a dotted path (`emailId`, `items.0.name`); absent for the whole part. */
  field: string | undefined;
}

/**
 * The first problem of a schema failure, with the schema's own message: the contract's schemas carry
 * the spec's messages ('Failed! Field cannot be empty.'), so the client reads the same text as the
 * form did. fastify-type-provider-zod gives each zod issue's message and its path as instancePath.
 */
export function schemaFailure(validation: ReadonlyArray<FastifySchemaValidationError>): SchemaFailure {
  const first = validation[0];
  if (!first) return { message: 'Invalid request.', field: undefined };
  const field = first.instancePath
    .split('/')
    .filter((part) => part !== '')
    .join('.');
  return { message: first.message ?? 'Invalid request.', field: field || undefined };
}
