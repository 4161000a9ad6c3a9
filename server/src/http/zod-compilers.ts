import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { openApiBase } from '../openapi/base';
import { nameComponents } from '../openapi/components';

export type { ZodTypeProvider };

/**
 * Requests are checked with the contract's zod schemas (not Ajv), so the client gets the schema's own
 * message, which for many fields is the spec's. A missing body reads as {}: a form with nothing
 * filled in hears what is required, not that the body is not an object.
 */
const requestValidator: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data) => validate(data ?? {});
};

/**
 * Every route's request and response schemas are zod schemas from contract/: requests are validated
 * with them (http/error-handler turns a failure into 400 invalid_request), answers are checked and
 * serialised with them, and @fastify/swagger collects them for the OpenAPI document. Call before any
 * route is added: swagger only sees routes registered after it.
 */
export async function useZodSchemas(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(requestValidator);
  app.setSerializerCompiler(serializerCompiler);
  // Named schemas become components.schemas and are referenced by $ref (openapi/components.ts).
  nameComponents();
  await app.register(swagger, {
    openapi: openApiBase,
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}
