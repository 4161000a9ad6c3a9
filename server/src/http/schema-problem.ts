import type { MessageParams } from '@zuban/contract/message-catalogue';
import type { FastifySchemaValidationError } from 'fastify/types/schema';

/** The one code of a request that its route's schema refused: a body, query or path parameter. */
export const INVALID_REQUEST = 'invalid_request';

/** The catalogue code a contract field put on its refusal (contract/src/services/fields.ts codedIssue). */
export interface IssueCode {
  messageCode?: string;
  messageParams?: MessageParams;
}

export interface SchemaFailure extends IssueCode {
  message: string;
  /** The refused field as a dotted path (`emailId`, `items.0.name`); absent for the whole part. */
  field: string | undefined;
}

/** The code and values of a zod issue's `params`, when a contract field set them. */
export function issueCode(params: unknown): IssueCode {
  if (!params || typeof params !== 'object') return {};
  const { messageCode, messageParams } = params as { messageCode?: unknown; messageParams?: unknown };
  if (typeof messageCode !== 'string') return {};
  return messageParams && typeof messageParams === 'object'
    ? { messageCode, messageParams: messageParams as MessageParams }
    : { messageCode };
}

/**
 * The first problem of a schema failure, with the schema's own message: the contract's schemas carry
 * the spec's messages ('Failed! Field cannot be empty.'), so the client reads the same text as the
 * form did. fastify-type-provider-zod gives each zod issue's message and its path as instancePath,
 * and the rest of the issue (a coded refusal's `params`) as params.
 */
export function schemaFailure(validation: ReadonlyArray<FastifySchemaValidationError>): SchemaFailure {
  const first = validation[0];
  if (!first) return { message: 'Invalid request.', field: undefined };
  const field = first.instancePath
    .split('/')
    .filter((part) => part !== '')
    .join('.');
  const coded = issueCode((first.params as { params?: unknown } | undefined)?.params);
  return { message: first.message ?? 'Invalid request.', field: field || undefined, ...coded };
}
