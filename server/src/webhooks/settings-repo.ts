import type { Db } from '../db/database';

export interface AccountWebhook {
  url: string | null;
  /** Sealed (secret.ts); null until the user makes one. */
  sealedSecret: string | null;
  keepInputs: boolean;
}

export async function findAccountWebhook(db: Db, userId: string): Promise<AccountWebhook | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['webhook_url', 'webhook_secret', 'keep_inputs'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { url: row.webhook_url, sealedSecret: row.webhook_secret, keepInputs: row.keep_inputs !== 0 };
}

export async function updateAccountWebhook(
  db: Db,
  userId: string,
  change: { url?: string | null; sealedSecret?: string; keepInputs?: boolean },
): Promise<void> {
  const set = {
    ...(change.url !== undefined ? { webhook_url: change.url } : {}),
    ...(change.sealedSecret !== undefined ? { webhook_secret: change.sealedSecret } : {}),
    ...(change.keepInputs !== undefined ? { keep_inputs: change.keepInputs ? 1 : 0 } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('users').set(set).where('id', '=', userId).execute();
}
