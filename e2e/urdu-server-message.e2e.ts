import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from './support/accounts';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { words } from './support/words';

// A server message on an Urdu page is shown in Urdu, found by the code the server sends beside its
// English (contract/src/message-catalogue.ts), not by the English words: a reworded English message
// keeps its Urdu (#33 item 4).

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ locale: 'ur-PK', viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function failSignIn(p: Page): Promise<string> {
  const t = words('ur');
  const user = newUser();
  await p.goto(`${server.url}/loginpage`);
  await p.getByLabel(t('account:fields.email')).fill(user.emailId);
  await p.getByLabel(t('account:fields.password')).fill(user.password);
  await p.getByRole('button', { name: t('account:login.submit') }).click();
  const alert = p.getByRole('alert').filter({ hasText: /\S/ }).first();
  await alert.waitFor();
  return alert.innerText();
}

describe('a refused sign-in on an Urdu page', () => {
  it('shows the server’s message in Urdu, by the code it sent', async () => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/backend/tech_login'));
    const shown = await failSignIn(page);
    const body = (await (await answer).json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      message: 'Invalid email or password.',
      messageCode: 'account.badCredentials',
    });
    expect(shown).toBe('ای میل یا پاس ورڈ غلط ہے۔');
  });

  it('keeps the Urdu when the English words change', async () => {
    await page.route('**/backend/tech_login', async (route) => {
      const real = await route.fetch();
      const body = (await real.json()) as Record<string, unknown>;
      await route.fulfill({ response: real, json: { ...body, message: 'Wrong e-mail or password.' } });
    });
    expect(await failSignIn(page)).toBe('ای میل یا پاس ورڈ غلط ہے۔');
    await page.unroute('**/backend/tech_login');
  });
});
