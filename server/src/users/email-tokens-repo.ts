import type { Db } from '../db/database';
import type { EmailTokenPurpose, EmailTokensTable } from '../db/schema';

// Single-use tokens mailed for confirmation and password reset, stored as keyed hashes.

export async function insertEmailToken(
  db: Db,
  row: {
    tokenHash: string;
    userId: string;
    purpose: EmailTokenPurpose;
    createdAt: number;
    expiresAt: number;
  },
): Promise<void> {
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      purpose: row.purpose,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}

export function findEmailToken(
  db: Db,
  tokenHash: string,
  purpose: EmailTokenPurpose,
): Promise<EmailTokensTable | undefined> {
  return db
    .selectFrom('email_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** Marks a token used; false when another request used it first (single use under races). */
export async function consumeEmailToken(db: Db, tokenHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires a user's outstanding tokens of one purpose, so only the newest link works. */
export async function retireEmailTokens(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  now: number,
): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** How many tokens of one purpose were issued to a user since `since` (mail-bombing guard). */
export async function countIssuedSince(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  since: number,
): Promise<number> {
  const row = await db
    .selectFrom('email_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
