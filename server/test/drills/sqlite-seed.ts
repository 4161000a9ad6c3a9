import { join } from 'node:path';
import { deposit } from '../../src/billing/ledger';
import { openContext } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/config';
import type { Db } from '../../src/db/database';
import { openDatabase } from '../../src/db/database';
import { type LedgerCheck, ledgerViolations } from '../support/ledger-invariants';
import { createUser } from '../support/users';

export interface SeededUser {
  email: string;
  password: string;
  accessToken: string;
}

/**
 * Funded users written straight into a DATA_DIR's database (or DATABASE_URL), before the server
 * starts: what an operator's `user create --balance` does, without a CLI start per user.
 */
export async function seedUsers(
  env: Record<string, string>,
  count: number,
  balanceMilli: number,
): Promise<SeededUser[]> {
  const ctx = await openContext(
    loadConfig({ LOG_LEVEL: 'silent', STAFF_EMAIL_DOMAIN: 'staff.zuban.test', ...env }),
  );
  try {
    const users: SeededUser[] = [];
    for (let i = 0; i < count; i++) {
      const u = await createUser(ctx);
      await deposit(ctx, u.user.id, balanceMilli, { by: 'test' });
      users.push({ email: u.user.email, password: u.password, accessToken: u.accessToken });
    }
    return users;
  } finally {
    await ctx.db.destroy();
  }
}

/** Opens a DATA_DIR's SQLite file (the server may be running: WAL lets us read beside it). */
export async function withSqlite<T>(dataDir: string, use: (db: Db) => Promise<T>): Promise<T> {
  const { db } = openDatabase({ sqliteFile: join(dataDir, 'zuban.sqlite') });
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

export function sqliteLedgerViolations(dataDir: string, check: LedgerCheck = {}): Promise<string[]> {
  return withSqlite(dataDir, (db) => ledgerViolations(db, check));
}
