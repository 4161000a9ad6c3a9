import { randomBytes } from 'node:crypto';
import { type AccountInput, createAccount } from '../../src/accounts/create-account';
import { sessionCookieName, startSession } from '../../src/auth';
import type { AppContext } from '../../src/context';
import type { UserRow } from '../../src/users/users-repo';

export interface TestUser {
  user: UserRow;
  accessToken: string;
  password: string;
}

let counter = 0;

/**
 * A user straight in the database: confirmed ('active') with 0 balance unless overridden.
 * Staff: pass role 'admin' or an email in the test STAFF_EMAIL_DOMAIN (staff.zuban.test).
 */
export async function createUser(ctx: AppContext, overrides: Partial<AccountInput> = {}): Promise<TestUser> {
  counter += 1;
  const password = overrides.password ?? `Pw1!${randomBytes(6).toString('hex')}`;
  const created = await createAccount(ctx, {
    email: `user${counter}-${randomBytes(3).toString('hex')}@example.com`,
    firstName: 'Test',
    lastName: 'User',
    address: '1 Mall Road, Lahore',
    country: 'Pakistan',
    contact: '+92 300 1234567',
    status: 'active',
    depositBy: 'test',
    ...overrides,
    password,
  });
  return { ...created, password };
}

/** A live session for the user: the value for a `cookie` request header. */
export async function sessionCookie(ctx: AppContext, userId: string): Promise<string> {
  return `${sessionCookieName}=${await startSession(ctx, userId)}`;
}

/** Headers of a same-origin browser request carrying the session cookie (passes the CSRF check). */
export function browserHeaders(ctx: AppContext, cookie: string): Record<string, string> {
  return { cookie, origin: new URL(ctx.config.publicUrl).origin };
}

/** Suspends the user straight in the database, as the admin's Suspend does, without a staff actor. */
export async function suspendUser(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', userId).execute();
}
