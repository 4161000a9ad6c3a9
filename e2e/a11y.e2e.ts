import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { newUser, registerAndConfirm } from './support/accounts';
import { postFromPage, signInByApi } from './support/api-session';
import { type AxeViolation, axeViolations, blocking, describeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { LANGUAGES, useLanguage } from './support/languages';
import { PagePool } from './support/page-pool';
import { trackRequests } from './support/quiet';
import { fill, routeTable } from './support/route-paths';
import { type RunningServer, startServer } from './support/server';

// axe-core on every route of the web app's route tables (#25 item 4), for a visitor, a signed-in user
// and staff, at a phone's and a laptop's width, in each interface language: no serious or critical
// violation. Each session kind and language has two pages that take routes in turn (the routes of a
// group run concurrently, two at a time: axe is CPU-bound in the browser while the other page waits on
// the server); each route is loaded once and checked at both widths (the viewport is resized in place).

const WIDTHS = [1280, 390] as const;
const PAGES_PER_GROUP = 2;
const table = routeTable();
// A11Y_ONLY=<regex> checks only the routes it matches (while fixing a page).
const only = process.env.A11Y_ONLY ? new RegExp(process.env.A11Y_ONLY) : null;
const chosen = (routes: string[]) => routes.filter((r) => !only || only.test(r));
// Routes the tables do not hold: the error page of an unknown path, and the reset form with its link.
const extras: Record<keyof typeof table, string[]> = {
  visitor: ['/no_such_page', '/resetPassword?token=abc&email=ayesha%40example.com'],
  user: [],
  staff: [],
};

let server: RunningServer;
let browser: Browser;
const customer = newUser();
const staff = newUser('staff.zuban.test');
const params: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer({ ASR_FETCH_ON_START: '0' });
  browser = await launchBrowser();
  await registerAndConfirm(server, customer);
  await registerAndConfirm(server, staff);
  // A job for /viewjobdetails/:jobId and a user for /users_summary/:userId.
  const page = await browser.newPage();
  await signInByApi(page, server, customer);
  await postFromPage(page, '/backend/urdu_stemmer', { jobType: 'stemmer', text: 'پاکستان کے لوگ' });
  const jobs = await postFromPage<{ id: string }[]>(page, '/backend/history');
  params.jobId = jobs[0]?.id ?? '';
  await page.context().clearCookies();
  await signInByApi(page, server, staff);
  const users = await postFromPage<{ id: string; email: string }[]>(page, '/backend/users_detail');
  params.userId = users.find((u) => u.email === customer.emailId)?.id ?? '';
  await page.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Loaded and drawn: the first heading is there, no loading overlay, data requests answered, fonts in. */
async function settle(page: Page, requests: ReturnType<typeof trackRequests>): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 10_000 });
  await requests.waitQuiet();
  await page.getByTestId('loading-overlay').waitFor({ state: 'detached', timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Two animation frames: resize observers (which make wide boxes tab stops) have run. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
}

for (const lang of LANGUAGES) {
  for (const kind of ['visitor', 'user', 'staff'] as const) {
    const routes = chosen([...table[kind], ...extras[kind]]);
    if (routes.length === 0) continue;
    describe.concurrent(`axe, ${lang}, ${kind}`, () => {
      type Tab = { page: Page; requests: ReturnType<typeof trackRequests> };
      const pool = new PagePool<Tab>();
      const opened: Tab[] = [];
      beforeAll(async () => {
        for (let i = 0; i < PAGES_PER_GROUP; i += 1) {
          const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 } });
          await useLanguage(context, server, lang);
          const page = await context.newPage();
          const tab = { page, requests: trackRequests(page) };
          if (kind === 'user') await signInByApi(page, server, customer);
          if (kind === 'staff') await signInByApi(page, server, staff);
          opened.push(tab);
          pool.add(tab);
        }
      });
      afterAll(async () => {
        for (const tab of opened) await tab.page.context().close();
      });

      it.for(routes)('%s', async (route, { expect }) => {
        const found = await pool.use(async ({ page, requests }) => {
          await page.setViewportSize({ width: WIDTHS[0], height: 900 });
          await page.goto(`${server.url}${fill(route, params)}`);
          await settle(page, requests);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
          const lines: string[] = [];
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            await nextFrames(page);
            const violations: AxeViolation[] = await axeViolations(page);
            lines.push(...describeViolations(`${width}px`, blocking(violations)));
          }
          return lines;
        });
        expect(found, `axe on ${route} (${lang}, ${kind})`).toEqual([]);
      });
    });
  }
}
