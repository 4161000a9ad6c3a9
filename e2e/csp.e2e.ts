import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './support/server';
import { type SignedIn, startSignedIn } from './support/signed-in';

// The Content-Security-Policy (server/src/http/security-headers.ts) in a real browser: pages,
// tools and the API reference must run under it without one violation.

let signedIn: SignedIn;
let server: RunningServer;
let page: Page;
const violations: string[] = [];

function watch(p: Page): void {
  p.on('console', (m: ConsoleMessage) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(`${p.url()}: ${m.text()}`);
  });
  p.on('pageerror', (e) => violations.push(`${p.url()}: ${e.message}`));
}

beforeAll(async () => {
  signedIn = await startSignedIn();
  ({ server, page } = signedIn);
  watch(page);
});
afterAll(() => signedIn?.close());

describe('content security policy', () => {
  it('sends the policy with the web app', async () => {
    const res = await page.goto(`${server.url}/`);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  });

  it('lets the signed-in pages and text tools run with no violation', async () => {
    for (const path of [
      '/',
      '/landingPage',
      '/Urdu_stemmer',
      '/urdu_ocr',
      '/utts',
      '/access_token',
      '/history',
    ]) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
    }
    // The spell checker's answer colours words with style attributes; the synthesised WAV is a blob: URL.
    await page.goto(`${server.url}/Spell_Checker`);
    await page.getByLabel('Input').fill('یہ کتاپ میری ہے');
    await page.getByRole('button', { name: 'Submit' }).click();
    const red = page.locator('[data-testid="spell-output"] .misspelt');
    await red.first().waitFor();
    expect(await red.first().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 0, 0)');
    await page.goto(`${server.url}/utts`);
    await page.getByLabel('Text').fill('پاکستان');
    await page.getByRole('button', { name: 'Speak' }).click();
    await page.waitForFunction(() =>
      document.querySelector('audio')?.getAttribute('src')?.startsWith('blob:'),
    );
    expect(violations).toEqual([]);
  });

  it('lets the sign-in page and the API reference (/docs) run with no violation', async () => {
    const anonymous = await signedIn.browser.newPage();
    watch(anonymous);
    await anonymous.goto(`${server.url}/loginpage`);
    await anonymous.getByLabel('Email').waitFor();
    await anonymous.goto(`${server.url}/docs`);
    await anonymous.locator('.swagger-ui .opblock').first().waitFor();
    await anonymous.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  it('reports a violation when a page tries inline script (the check can fail)', async () => {
    const probe = await signedIn.browser.newPage();
    const seen: string[] = [];
    probe.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
    });
    await probe.goto(`${server.url}/`);
    await probe.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.inlineRan = true';
      document.body.append(s);
    });
    expect(await probe.evaluate(() => (window as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
    expect(seen.length).toBeGreaterThan(0);
  });
});
