import { webhookSecretCreated, webhookSettings, webhookSettingsUpdate } from '@zuban/contract/async-jobs';
import type { FastifyInstance } from 'fastify';
import { accountHolder, principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { problemResponse } from '../openapi/problem-schema';
import { changeWebhookSettings, rotateWebhookSecret, webhookSettingsOf } from './settings-service';

const errors = {
  400: problemResponse('An invalid URL.'),
  401: problemResponse('Missing or unknown credentials.'),
};

/**
 * The account's webhook settings (token or session): the default callback of its asynchronous jobs,
 * the signing secret (made, or rotated, and shown only then), and whether job inputs are kept.
 */
export async function webhookRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: accountHolder(ctx) };

  routes.get(
    '/v1/webhooks',
    {
      ...auth,
      schema: {
        summary: 'Webhook settings',
        tags: ['webhooks'],
        response: { 200: webhookSettings, ...errors },
      },
    },
    async (request) => webhookSettingsOf(ctx, principalOf(request).userId),
  );

  routes.put(
    '/v1/webhooks',
    {
      ...auth,
      schema: {
        summary: 'Change the webhook settings',
        description:
          'Sets the default callback of asynchronous jobs and whether their inputs are kept. The first time, a signing secret is made and answered (`secret`), this once.',
        tags: ['webhooks'],
        body: webhookSettingsUpdate,
        response: { 200: webhookSecretCreated.partial({ secret: true }), ...errors },
      },
    },
    async (request) => changeWebhookSettings(ctx, principalOf(request).userId, request.body),
  );

  routes.post(
    '/v1/webhooks/secret',
    {
      ...auth,
      schema: {
        summary: 'Make a new webhook signing secret',
        description:
          'Replaces the signing secret (deliveries still pending are signed with the new one) and answers it, this once.',
        tags: ['webhooks'],
        response: { 200: webhookSecretCreated, ...errors },
      },
    },
    async (request) => rotateWebhookSecret(ctx, principalOf(request).userId),
  );
}
