import { spawnSync } from 'node:child_process';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signIn } from './support/accounts';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { words } from './support/words';

// A visitor whose browser is in Urdu and who never pressed the language switch (no `lang` cookie):
// the register page speaks Urdu, country names included, and signing in to an account that never
// chose a language keeps the page in Urdu (#34).

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // Accept-Language and navigator.languages in Urdu; no cookie.
  context = await browser.newContext({ locale: 'ur-PK', viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** An account as an operator makes it: `zuban user create`, which sets no language. */
function createWithCli(email: string, password: string): void {
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/src/cli/main.ts',
      'user',
      'create',
      '--email',
      email,
      '--password',
      password,
      '--first-name',
      'Bilal',
      '--confirmed',
    ],
    {
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  if (made.status !== 0) throw new Error(`user create failed: ${made.stderr}`);
}

/** Share of Latin letters among all letters in the page's text, option labels included. */
const latinShare = (p: Page) =>
  p.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement?.tagName;
      if (parent !== 'SCRIPT' && parent !== 'STYLE') text += ` ${node.textContent ?? ''}`;
    }
    const letters = (text.match(/\p{L}/gu) ?? []).length;
    return (text.match(/\p{Script=Latin}/gu) ?? []).length / letters;
  });

describe('the register page in Urdu', () => {
  it('is written in Urdu letters, the ~195 country names included', async () => {
    await page.goto(`${server.url}/register`);
    await page.locator('select[name="country"] option[value="Pakistan"]').waitFor({ state: 'attached' });
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ur');
    // Before #34 about 70% of the letters were Latin: every country name was English.
    expect(await latinShare(page)).toBeLessThan(0.1);
    await expect(page.locator('option[value="Pakistan"]').innerText()).resolves.toBe('پاکستان');
  });

  it('sorts the countries in Urdu order and still fills the dialling code from the chosen one', async () => {
    const labels = await page.locator('select[name="country"] option:not([value=""])').allInnerTexts();
    expect(labels).toEqual([...labels].sort(new Intl.Collator('ur-PK').compare));
    const t = words('ur');
    await page.getByLabel(t('account:fields.country')).selectOption({ label: 'سعودی عرب' });
    await expect(page.locator('select[name="country"]').inputValue()).resolves.toBe('Saudi Arabia');
    await expect(page.locator('input[name="contact"]').inputValue()).resolves.toBe('+966');
  });
});

describe('signing in from an Urdu page', () => {
  const me = (p: Page) =>
    p.evaluate(async () => (await fetch('/backend/me')).json() as Promise<Record<string, unknown>>);

  it('keeps Urdu for an account that never chose a language, and remembers it', async () => {
    const user = newUser();
    createWithCli(user.emailId, user.password);
    await signIn(page, server, user.emailId, user.password, 'ur');
    await page.getByTestId('language-switch').first().waitFor({ state: 'attached' });
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ur');
    await expect.poll(() => me(page)).toMatchObject({ language: 'ur', languageChosen: true });
    await page.reload();
    await page.getByTestId('language-switch').first().waitFor({ state: 'attached' });
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ur');
  });

  it('still opens in the language an account chose, English here', async () => {
    const user = newUser();
    createWithCli(user.emailId, user.password);
    // On one device: signed in from an Urdu page, then English chosen in the profile.
    const first = await browser.newContext({ locale: 'ur-PK' });
    const p = await first.newPage();
    await signIn(p, server, user.emailId, user.password, 'ur');
    await expect.poll(() => me(p)).toMatchObject({ languageChosen: true });
    const saved = await p.evaluate(async () => {
      const res = await fetch('/backend/update_user', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'en' }),
      });
      return res.status;
    });
    expect(saved).toBe(200);
    await first.close();
    // On another device, browsing in Urdu: the choice wins.
    const second = await browser.newContext({ locale: 'ur-PK' });
    const q = await second.newPage();
    await signIn(q, server, user.emailId, user.password, 'ur');
    await expect.poll(() => q.evaluate(() => document.documentElement.lang)).toBe('en');
    await second.close();
  });
});
