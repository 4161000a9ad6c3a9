import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './support/server';
import { alertAfter, type SignedIn, startSignedIn } from './support/signed-in';

// The text-tool screen pattern, the generated API pages and /docs, in a real browser.

let signedIn: SignedIn;
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  signedIn = await startSignedIn();
  ({ server, browser, page } = signedIn);
});
afterAll(() => signedIn?.close());

describe('stemmer tool screen', () => {
  it('alerts on empty input without calling the server', async () => {
    await page.goto(`${server.url}/Urdu_stemmer`);
    await page.getByRole('heading', { name: 'Urdu Stemmer' }).waitFor();
    const message = await alertAfter(page, () => page.getByRole('button', { name: 'Stem' }).click());
    expect(message).toBe('Failed! Field cannot be empty.');
  });

  it('stems the input into the Output box, free of charge', async () => {
    await page.getByLabel('Input').fill('لڑکیاں کتابیں پڑھ رہی ہیں');
    await page.getByRole('button', { name: 'Stem' }).click();
    await page.waitForFunction(() => {
      const boxes = [...document.querySelectorAll('textarea')];
      return (boxes.at(-1)?.value ?? '') !== '';
    });
    const output = await page.getByLabel('Output').inputValue();
    expect(output.split(' ')).toHaveLength(5);
    // Urdu boxes are set in Nastaliq (the UI font's fallback drew the letters unjoined).
    for (const label of ['Input', 'Output']) {
      const family = await page.getByLabel(label).evaluate((box) => getComputedStyle(box).fontFamily);
      expect(family).toMatch(/^"Noto Nastaliq Urdu"/);
    }
    const history = await page.request.post(`${server.url}/backend/history`, { data: {} });
    const jobs = (await history.json()) as { serviceId: string; cost: number; channel: string }[];
    expect(jobs[0]).toMatchObject({ serviceId: 'stemmer', cost: 0, channel: 'web' });
  });

  it('the dropdown navigates to another tool, Tag on POS, and Cancel goes home', async () => {
    await page.getByLabel('Text tools').selectOption('/pos_tagger');
    await page.waitForURL(`${server.url}/pos_tagger`);
    await page.getByRole('button', { name: 'Tag' }).waitFor();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(`${server.url}/`);
  });
});

describe('API reference', () => {
  it('the public stemmer page shows runnable samples for Python, Java and curl', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}/static_api_stemmer`);
    await visitor.getByText('requests.post(url, json=payload').waitFor();
    await visitor.getByRole('tab', { name: 'Java (java.net.http)' }).click();
    await visitor.getByText('HttpClient.newHttpClient()').waitFor();
    await visitor.getByRole('tab', { name: 'curl' }).click();
    await visitor.getByText(`-X POST ${server.url}/stemmer`).waitFor();
    await visitor.close();
  });

  it('the signed-in page puts the user’s own token into the samples', async () => {
    const token = (
      (await (await page.request.post(`${server.url}/backend/access_token`, { data: {} })).json()) as {
        accessToken: string;
      }
    ).accessToken;
    await page.goto(`${server.url}/api_stemmer`);
    await page.getByText(`"accessToken": "${token}"`).waitFor();
  });

  it('/docs renders the interactive reference without an account', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}/docs`);
    await visitor.waitForSelector('text=Zuban language API', { timeout: 20_000 });
    await expect(visitor.locator('.opblock').count()).resolves.toBeGreaterThanOrEqual(16);
    await visitor.close();
  });
});
