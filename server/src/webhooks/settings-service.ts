import type { WebhookSettings } from '@zuban/contract/async-jobs';
import type { AppContext } from '../context';
import { parseCallbackUrl } from './callback-url';
import { newWebhookSecret, openWebhookSecret, sealWebhookSecret, secretHint } from './secret';
import { type AccountWebhook, findAccountWebhook, updateAccountWebhook } from './settings-repo';

// The account's webhook settings as the API shows them: the signing secret is stored sealed and only
// ever answered in full when it is made.

function settingsOf(ctx: AppContext, account: AccountWebhook | undefined): WebhookSettings {
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

/** The account's webhook settings (the secret by its hint only). */
export async function webhookSettingsOf(ctx: AppContext, userId: string): Promise<WebhookSettings> {
  return settingsOf(ctx, await findAccountWebhook(ctx.db, userId));
}

/**
 * Changes the default callback (checked: 400 for an invalid or, unless allowed, private URL) and
 * whether inputs are kept. The first change makes the signing secret, answered this once.
 */
export async function changeWebhookSettings(
  ctx: AppContext,
  userId: string,
  change: { url?: string | null | undefined; keepInputs?: boolean | undefined },
): Promise<WebhookSettings & { secret?: string }> {
  const { url, keepInputs } = change;
  const allowPrivate = ctx.config.settings.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
  const checkedUrl = url === undefined || url === null ? url : parseCallbackUrl(url, allowPrivate);
  const before = await findAccountWebhook(ctx.db, userId);
  const secret = before?.sealedSecret ? undefined : newWebhookSecret();
  await updateAccountWebhook(ctx.db, userId, {
    ...(checkedUrl !== undefined ? { url: checkedUrl } : {}),
    ...(keepInputs !== undefined ? { keepInputs } : {}),
    ...(secret ? { sealedSecret: sealWebhookSecret(ctx.config.sessionSecret, secret) } : {}),
  });
  const after = await webhookSettingsOf(ctx, userId);
  return secret ? { ...after, secret } : after;
}

/** Replaces the signing secret (pending deliveries are signed with the new one) and answers it, this once. */
export async function rotateWebhookSecret(
  ctx: AppContext,
  userId: string,
): Promise<WebhookSettings & { secret: string }> {
  const secret = newWebhookSecret();
  await updateAccountWebhook(ctx.db, userId, {
    sealedSecret: sealWebhookSecret(ctx.config.sessionSecret, secret),
  });
  return { ...(await webhookSettingsOf(ctx, userId)), secret };
}
