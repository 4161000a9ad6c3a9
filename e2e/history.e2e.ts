import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './support/server';
import { type SignedIn, startSignedIn } from './support/signed-in';

// The dashboard's usage history with real jobs: free web tool calls (stemmer) made from the page.

let signedIn: SignedIn;
let server: RunningServer;
let page: Page;
const jobs = 27;

beforeAll(async () => {
  signedIn = await startSignedIn({ viewport: { width: 1280, height: 900 } });
  ({ server, page } = signedIn);
  // Same-origin calls with the session cookie, as the tool screens make them.
  const statuses = await page.evaluate(async (n) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await fetch('/backend/urdu_stemmer', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jobType: 'stemmer', text: `کتابیں پڑھنے والے لڑکے ${i}` }),
      });
      out.push(res.status);
    }
    return out;
  }, jobs);
  expect(statuses.every((s) => s === 200)).toBe(true);
});
afterAll(() => signedIn?.close());

const rows = () => page.locator('table tbody tr');

describe('usage history', () => {
  it('shows 25 jobs a page, newest first, with a pager', async () => {
    await page.goto(`${server.url}/home`);
    await page.getByRole('link', { name: /./ }).and(page.locator('table a')).first().waitFor();
    await expect(rows().count()).resolves.toBe(25);
    const pager = page.getByRole('navigation', { name: 'Usage history pages' });
    for (const name of ['Newest', 'Previous page', 'Page 1', 'Page 2', 'Next page', 'Oldest'])
      await expect(pager.getByRole('button', { name }).count(), name).resolves.toBe(1);
    await expect(pager.getByRole('button', { name: 'Newest' }).isDisabled()).resolves.toBe(true);
    await expect(rows().first().locator('td').nth(1).innerText()).resolves.toBe('Urdu Stemmer');
    await expect(rows().first().locator('td').nth(2).innerText()).resolves.toBe('0.00');
  });

  it('goes to the oldest page and back', async () => {
    const pager = page.getByRole('navigation', { name: 'Usage history pages' });
    await pager.getByRole('button', { name: 'Oldest' }).click();
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 2);
    await expect(pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    await pager.getByRole('button', { name: 'Newest' }).click();
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 25);
  });

  it('opens a job from its JOB ID', async () => {
    const link = rows().first().locator('a');
    const id = await link.innerText();
    await link.click();
    await page.waitForURL(`${server.url}/viewjobdetails/${encodeURIComponent(id)}`);
    await page.getByText('Reference ID').waitFor();
    const text = await page.locator('dl').innerText();
    expect(text).toContain(id);
    expect(text).toContain('Urdu Stemmer');
    expect(text).toContain('Completed');
    expect(text).toContain('لڑکے 26');
  });

  it("says a job does not exist instead of 'Loading job details...' forever", async () => {
    await page.goto(`${server.url}/viewjobdetails/no-such-job`);
    await page.getByRole('alert').waitFor();
    await expect(page.getByRole('alert').innerText()).resolves.toBe('No such job.');
  });

  it('asks the server for the balance on every navigation', async () => {
    await page.goto(`${server.url}/home`);
    await page.getByRole('heading', { name: 'Usage History' }).waitFor();
    let meCalls = 0;
    page.on('request', (r) => r.url().endsWith('/backend/me') && meCalls++);
    await page.getByRole('link', { name: 'PRICING' }).click();
    await page.getByRole('heading', { name: 'Pricing' }).waitFor();
    await page.getByRole('link', { name: 'MY DASHBOARD' }).click();
    await page.getByRole('heading', { name: 'Usage History' }).waitFor();
    await page.waitForTimeout(300);
    expect(meCalls).toBeGreaterThanOrEqual(2);
  });
});
