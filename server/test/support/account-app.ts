import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import type { DbKind } from '../../src/db/database';
import { createTestApp, type TestApp } from './app';
import { type MailCatcher, startMailCatcher } from './mail-catcher';

export interface AccountTestApp extends TestApp {
  mail: MailCatcher;
  /** The app's clock (epoch ms); move it to test expiry. */
  clock: { now: number };
  /** JSON POST as a same-origin browser (cookie optional) or as an API client. */
  post: (
    url: string,
    payload?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => Promise<InjectResponse>;
}

/** A test app sending its mail over SMTP to an in-process server, with a movable clock. */
export async function createAccountTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
): Promise<AccountTestApp> {
  const mail = await startMailCatcher();
  const clock = { now: Date.now() };
  const t = await createTestApp(kind, { SMTP_URL: mail.url, ...env }, { now: () => clock.now });
  return {
    ...t,
    mail,
    clock,
    post: async (url, payload = {}, headers = {}) => {
      const res: InjectResponse = await t.app.inject({ method: 'POST', url, payload, headers });
      return res;
    },
    close: async () => {
      await t.close();
      await mail.close();
    },
  };
}

/** The `cookie` request header value from a response's Set-Cookie. */
export function cookieFrom(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  if (typeof first !== 'string') throw new Error('no set-cookie in response');
  return first.split(';')[0] as string;
}

/** Counts rows of a table, for "nothing was written" assertions. */
export async function countRows(
  t: TestApp,
  table: 'users' | 'sessions' | 'email_tokens' | 'login_failures' | 'feedback',
): Promise<number> {
  const row = await t.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
