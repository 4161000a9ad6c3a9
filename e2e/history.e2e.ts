import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobServiceName } from '../web/src/i18n/service-name';
import { formatCost } from '../web/src/pages/account/history-shape';
import { LANGUAGES, type Language, useLanguage } from './support/languages';
import type { RunningServer } from './support/server';
import { type SignedIn, startSignedIn } from './support/signed-in';
import { words } from './support/words';

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

// The history table, not the usage chart's table fallback beside it (both are tables on /home).
const rows = () => page.locator('table:has(a[href^="/viewjobdetails/"]) tbody tr');
const stemmerName = (lang: Language) => jobServiceName('stemmer', 'Urdu Stemmer', lang);

describe.each(LANGUAGES)('usage history in %s', (lang) => {
  const t = words(lang);
  const pagerName = t('account:history.pages');
  beforeAll(() => useLanguage(page.context(), server, lang));

  it('shows 25 jobs a page, newest first, with a pager', async () => {
    await page.goto(`${server.url}/home`);
    await page.getByRole('link', { name: /./ }).and(page.locator('table a')).first().waitFor();
    await expect(rows().count()).resolves.toBe(25);
    const pager = page.getByRole('navigation', { name: pagerName });
    const names = [
      t('pager.newest'),
      t('pager.previousPage'),
      t('pager.page', { n: 1 }),
      t('pager.page', { n: 2 }),
      t('pager.nextPage'),
      t('pager.oldest'),
    ];
    for (const name of names)
      await expect(pager.getByRole('button', { name }).count(), name).resolves.toBe(1);
    await expect(pager.getByRole('button', { name: t('pager.newest') }).isDisabled()).resolves.toBe(true);
    await expect(rows().first().locator('td').nth(1).innerText()).resolves.toBe(stemmerName(lang));
    await expect(rows().first().locator('td').nth(2).innerText()).resolves.toBe(formatCost(0, lang));
  });

  it('goes to the oldest page and back', async () => {
    const pager = page.getByRole('navigation', { name: pagerName });
    await pager.getByRole('button', { name: t('pager.oldest') }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('table:has(a[href^="/viewjobdetails/"]) tbody tr').length === 2,
    );
    await expect(
      pager.getByRole('button', { name: t('pager.page', { n: 2 }) }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await pager.getByRole('button', { name: t('pager.newest') }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('table:has(a[href^="/viewjobdetails/"]) tbody tr').length === 25,
    );
  });

  it('opens a job from its JOB ID', async () => {
    const link = rows().first().locator('a');
    const id = await link.innerText();
    await link.click();
    await page.waitForURL(`${server.url}/viewjobdetails/${encodeURIComponent(id)}`);
    await page.getByText(t('account:job.reference')).waitFor();
    const text = await page.locator('dl').innerText();
    expect(text).toContain(id);
    expect(text).toContain(stemmerName(lang));
    expect(text).toContain(t('server:job.succeeded'));
    expect(text).toContain('لڑکے 26');
  });

  it("says a job does not exist instead of 'Loading job details...' forever", async () => {
    await page.goto(`${server.url}/viewjobdetails/no-such-job`);
    await page.getByRole('alert').waitFor();
    await expect(page.getByRole('alert').innerText()).resolves.toBe(t('server:general.noSuchJob'));
  });

  it('asks the server for the balance on every navigation', async () => {
    await page.goto(`${server.url}/home`);
    await page.getByRole('heading', { name: t('account:dashboard.history') }).waitFor();
    let meCalls = 0;
    page.on('request', (r) => r.url().endsWith('/backend/me') && meCalls++);
    await page.getByRole('link', { name: t('bar.pricingCaps') }).click();
    await page.getByRole('heading', { name: t('pricing:title') }).waitFor();
    await page.getByRole('link', { name: t('bar.dashboardCaps') }).click();
    await page.getByRole('heading', { name: t('account:dashboard.history') }).waitFor();
    await page.waitForTimeout(300);
    expect(meCalls).toBeGreaterThanOrEqual(2);
  });
});
