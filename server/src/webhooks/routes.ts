import { webhookSecretCreated, webhookSettings, webhookSettingsUpdate } from '@zuban/contract/async-jobs';
import type { FastifyInstance } from 'fastify';
import { accountHolder, principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { problemResponse } from '../openapi/problem-schema';
import { parseCallbackUrl } from './callback-url';
import { newWebhookSecret, openWebhookSecret, sealWebhookSecret, secretHint } from './secret';
import { type AccountWebhook, findAccountWebhook, updateAccountWebhook } from './settings-repo';

function settingsOf(ctx: AppContext, account: AccountWebhook | undefined) {
  const secret = account?.sealedSecret
    ? openWebhookSecret(ctx.config.sessionSecret, account.sealedSecret)
    : null;
  return {
    url: account?.url ?? null,
    secretSet: secret !== null,
    secretHint: secret ? secretHint(secret) : null,
    keepInputs: account?.keepInputs ?? true,
  };
}

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
  const allowPrivate = ctx.config.settings.WEBHOOK_ALLOW_PRIVATE_NETWORKS;

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
    async (request) => settingsOf(ctx, await findAccountWebhook(ctx.db, principalOf(request).userId)),
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
    async (request) => {
      const userId = principalOf(request).userId;
      const { url, keepInputs } = request.body;
      const checkedUrl = url === undefined || url === null ? url : parseCallbackUrl(url, allowPrivate);
      const before = await findAccountWebhook(ctx.db, userId);
      const secret = before?.sealedSecret ? undefined : newWebhookSecret();
      await updateAccountWebhook(ctx.db, userId, {
        ...(checkedUrl !== undefined ? { url: checkedUrl } : {}),
        ...(keepInputs !== undefined ? { keepInputs } : {}),
        ...(secret ? { sealedSecret: sealWebhookSecret(ctx.config.sessionSecret, secret) } : {}),
      });
      const after = settingsOf(ctx, await findAccountWebhook(ctx.db, userId));
      return secret ? { ...after, secret } : after;
    },
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
    async (request) => {
      const userId = principalOf(request).userId;
      const secret = newWebhookSecret();
      await updateAccountWebhook(ctx.db, userId, {
        sealedSecret: sealWebhookSecret(ctx.config.sessionSecret, secret),
      });
      return { ...settingsOf(ctx, await findAccountWebhook(ctx.db, userId)), secret };
    },
  );
}
