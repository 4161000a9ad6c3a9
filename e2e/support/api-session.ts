import type { Page } from 'playwright-core';
import type { TestUser } from './accounts';
import type { RunningServer } from './server';

/**
 * Signs the page's context in through POST /backend/tech_login from the page itself (same origin, as
 * the server requires), without the sign-in form: for suites that run in any interface language.
 */
export async function signInByApi(page: Page, server: RunningServer, user: TestUser): Promise<void> {
  await page.goto(`${server.url}/landingPage`);
  const status = await page.evaluate(
    async ({ emailId, password }) =>
      (
        await fetch('/backend/tech_login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ emailId, password }),
        })
      ).status,
    { emailId: user.emailId, password: user.password },
  );
  if (status !== 200) throw new Error(`sign-in of ${user.emailId} answered ${status}`);
}

/** POSTs JSON from the page (its session cookie) and returns the parsed answer. */
export async function postFromPage<T>(page: Page, path: string, body: unknown = {}): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      return (await res.json()) as T;
    },
    { path, body },
  );
}
