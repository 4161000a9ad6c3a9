import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, registerAndConfirm, signIn } from './support/accounts';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

// #34 item 4: staff raise one user's API rate limit on the user's page; the user's next API call
// carries the raised limit, and Use default gives the default back.

let server: RunningServer;
let browser: Browser;
let userPage: Page;
let staffPage: Page;
const customer = newUser();
const staff = newUser('staff.zuban.test');

beforeAll(async () => {
  server = await startServer({ API_RATE_LIMIT_TEXT: '2' });
  browser = await launchBrowser();
  await registerAndConfirm(server, customer);
  await registerAndConfirm(server, staff);
  userPage = await browser.newPage();
  staffPage = await browser.newPage();
  await signIn(userPage, server, customer.emailId, customer.password);
  await signIn(staffPage, server, staff.emailId, staff.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The RateLimit-Limit the customer's access token gets on a text call (unfunded: 402, still counted). */
async function textLimitOfCustomer(): Promise<string | undefined> {
  const token = await userPage.request.post(`${server.url}/backend/access_token`, {
    data: {},
    headers: { origin: server.url },
  });
  const { accessToken } = (await token.json()) as { accessToken: string };
  const res = await fetch(`${server.url}/stemmer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ text: 'کتابیں' }),
  });
  return res.headers.get('ratelimit-limit') ?? undefined;
}

describe("a user's own API rate limit", () => {
  it('staff raise it on the user page, the token gets it, and Use default gives the default back', async () => {
    expect(await textLimitOfCustomer()).toBe('2');
    await staffPage.goto(`${server.url}/admin_users`);
    await staffPage.getByLabel('Search users').fill(customer.emailId);
    const row = staffPage.getByRole('row', { name: new RegExp(customer.emailId.replace(/\./g, '\\.')) });
    await row.getByRole('link', { name: 'View Summary' }).click();
    const field = staffPage.getByLabel("This user's limit: Text tools");
    await field.fill('5000');
    await staffPage
      .getByRole('row', { name: /Text tools/ })
      .getByRole('button', { name: 'Save' })
      .click();
    await staffPage.getByText('User rate limit saved.').waitFor();
    expect(await textLimitOfCustomer()).toBe('5000');

    await staffPage.getByRole('button', { name: 'Use default' }).click();
    await staffPage.getByText('The user now has the default rate limit.').waitFor();
    await expect.poll(() => field.inputValue()).toBe('');
    expect(await textLimitOfCustomer()).toBe('2');

    await staffPage.goto(`${server.url}/admin_audit`);
    await staffPage.getByText('rate_limit.update').first().waitFor();
  });
});
