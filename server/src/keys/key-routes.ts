import {
  apiKeyCodes,
  apiKeyCreate,
  apiKeyCreated,
  apiKeyList,
  apiKeyParams,
  apiKeyView,
} from '@zuban/contract/api-keys';
import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyInstance } from 'fastify';
import { type Principal, requireUser } from '../auth';
import { authFirst, principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import { forbidden } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { problemResponse } from '../openapi/problem-schema';
import { createApiKey } from './create-key';
import { keyViews } from './key-view';
import { revokeNamedKey } from './revoke-key';

const errors = {
  401: problemResponse('Missing or unknown credentials.'),
  403: problemResponse('A named key cannot manage keys (`api_key_not_for_keys`), or a cross-origin form.'),
};

/**
 * The account's named keys are managed with the session or the account's access token, never with
 * a named key: a key limited to some services or a cap must not mint itself an unlimited one.
 */
const accountHolder = (ctx: AppContext) =>
  authFirst(async (request): Promise<Principal> => {
    const principal = await requireUser(ctx, request);
    if (principal.apiKey) throw forbidden(coded('apiKey.keysNeedAccount'), apiKeyCodes.keysNeedAccount);
    return principal;
  });

/** GET/POST /v1/keys, DELETE /v1/keys/{id}: list, create (its secret answered once), revoke. */
export async function keyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: accountHolder(ctx) };
  const max = ctx.config.settings.API_KEYS_MAX;

  routes.get(
    '/v1/keys',
    {
      ...auth,
      schema: {
        summary: 'Your named API keys',
        description:
          'Every named key of the account, newest first, revoked and expired ones included; never a secret.',
        tags: ['account'],
        response: { 200: apiKeyList, ...errors },
      },
    },
    async (request) => ({ keys: await keyViews(ctx, principalOf(request).userId), max }),
  );

  routes.post(
    '/v1/keys',
    {
      ...auth,
      schema: {
        summary: 'Make a named API key',
        description:
          'A key for one app, besides the account access token, with an optional expiry, allowed services and monthly cap (PKR, per calendar month in UTC). The secret is answered this once; send it as `Authorization: Bearer`. A call over the cap answers 402 `api_key_cap_reached`, a service not allowed 403 `api_key_service_not_allowed`, a revoked or expired key 401 `api_key_revoked` / `api_key_expired`.',
        tags: ['account'],
        body: apiKeyCreate,
        response: {
          201: apiKeyCreated,
          400: problemResponse('An invalid name, expiry, service or cap.'),
          409: problemResponse('The account already has API_KEYS_MAX active keys (`api_key_limit`).'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(ctx, principalOf(request).userId, request.body, max);
      return reply.status(201).send(created);
    },
  );

  routes.delete(
    '/v1/keys/:id',
    {
      ...auth,
      schema: {
        summary: 'Revoke a named API key',
        description:
          'The key stops working at once, on every server instance (keys are read from the database on every call), calls already charging included.',
        tags: ['account'],
        params: apiKeyParams,
        response: { 200: apiKeyView, 404: problemResponse('No such key.'), ...errors },
      },
    },
    async (request) => revokeNamedKey(ctx, principalOf(request).userId, request.params.id),
  );
}
