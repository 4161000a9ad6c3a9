/**
 * Screenshots of every route at 1280 px and 390 px wide, in English and in Urdu (right to left), for
 * looking at the design (not a test).
 * Usage: npm run build && node --import tsx e2e/screenshots.ts /tmp/shots [filter] [languages, e.g. ur]
 * Starts a real server on a temporary database, registers a user and a staff member, and writes
 * <out>/<language>/<width>/<route>.png (full page); each line printed names the file and how many
 * pixels the page overflows sideways (a mirrored layout that overflows shows up there first).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { newUser, registerAndConfirm, signIn, type TestUser } from './support/accounts';
import { launchBrowser } from './support/browser';
import { type Language, useLanguage } from './support/languages';
import { type RunningServer, startServer } from './support/server';

const publicRoutes = [
  '/landingPage',
  '/loginpage',
  '/register',
  '/forgotPassword',
  '/resetPassword?token=abc&email=ayesha@example.com',
  '/caccount',
  '/pricing',
  '/privacy',
  '/terms',
  '/fellowship',
  '/fellowship_proposal',
  '/speech_services',
  '/text_services',
  '/image_services',
  ...[
    'tts',
    'ptts',
    'stt',
    'postagger',
    'profanity',
    'langid',
    'textsummerization',
    'domainidentification',
  ].map((p) => `/${p}`),
  ...['spell', 'keywordextraction', 'stemmer', 'roman', 'ocr'].map((p) => `/${p}`),
  ...['tts', 'ptts', 'stt', 'postagger', 'stemmer', 'ocr'].map((p) => `/static_api_${p}`),
  '/no_such_page',
];

const userRoutes = [
  '/home',
  '/topup',
  '/viewjobdetails/none',
  '/access_token',
  '/user_info',
  '/reset_password',
  '/contact_login',
  '/pricing_login',
  '/privacy_login',
  '/terms_login',
  '/utts',
  '/female_tts',
  '/punjabi_male_tts',
  '/asr',
  '/pos_tagger',
  '/Text_Summerization',
  '/Spell_Checker',
  '/Keyword_Extraction',
  '/Urdu_stemmer',
  '/Urdu_romanization',
  '/urdu_ocr',
  '/api_tts',
  '/api_stemmer',
];

const staffRoutes = [
  '/',
  '/admin_users',
  '/admin_service',
  '/admin_topups',
  '/admin_fellowships',
  '/admin_audit',
  '/admin_engines',
];

const widths = [1280, 390];

/** Free web tool calls so the history table and job page have something to show; returns a job id. */
async function makeJobs(browser: Browser, server: RunningServer, user: TestUser): Promise<string> {
  const page = await browser.newPage();
  await signIn(page, server, user.emailId, user.password);
  const id = await page.evaluate(async () => {
    for (let i = 0; i < 30; i++) {
      await fetch('/backend/urdu_stemmer', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jobType: 'stemmer', text: `پاکستان کے لوگ مہمان نواز ہیں ${i}` }),
      });
    }
    const res = await fetch('/backend/history', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const jobs = (await res.json()) as { id: string }[];
    return jobs[0]?.id ?? 'none';
  });
  await page.close();
  return id;
}

/** Open menus: the bar's services menu (behind Menu on phones) for a visitor and a user. */
async function shootMenus(
  browser: Browser,
  server: RunningServer,
  out: string,
  user: TestUser,
  lang: Language,
) {
  for (const width of widths) {
    for (const who of [null, user]) {
      const context = await languageContext(browser, server, lang, width);
      const page = await context.newPage();
      if (who) await signIn(page, server, who.emailId, who.password, lang);
      else await page.goto(`${server.url}/landingPage`);
      await page.locator('h1').first().waitFor();
      const toggle = page.locator('.nav-toggle');
      if (await toggle.isVisible()) await toggle.click();
      await page.locator('.menu-button').first().click();
      const file = join(out, lang, String(width), `menu-${who ? 'user' : 'public'}-services.png`);
      await page.screenshot({ path: file });
      console.log(JSON.stringify({ width, file }));
      await context.close();
    }
  }
}

/** A browser context at `width` whose pages open in `lang` (the `lang` cookie, as a visitor's choice). */
async function languageContext(
  browser: Browser,
  server: RunningServer,
  lang: Language,
  width: number,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  await useLanguage(context, server, lang);
  return context;
}

function fileName(route: string): string {
  return `${route.replace(/\?.*$/, '').replace(/^\//, '').replace(/\//g, '__') || 'root'}.png`;
}

async function shoot(
  browser: Browser,
  server: RunningServer,
  out: string,
  group: string,
  routes: string[],
  who: TestUser | null,
  filter: string | undefined,
  lang: Language,
) {
  for (const width of widths) {
    const context = await languageContext(browser, server, lang, width);
    const page = await context.newPage();
    if (who) await signIn(page, server, who.emailId, who.password, lang);
    const dir = join(out, lang, String(width));
    mkdirSync(dir, { recursive: true });
    for (const route of routes) {
      if (filter && !route.includes(filter)) continue;
      await page.goto(`${server.url}${route}`);
      await page
        .locator('h1')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const file = join(dir, `${group}-${fileName(route)}`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(JSON.stringify({ lang, width, route, file, overflowPx: overflow }));
    }
    await context.close();
  }
}

const out = process.argv[2] ?? '/tmp/shots';
const filter = process.argv[3] || undefined;
const languages = (process.argv[4] ?? 'en,ur').split(',') as Language[];
const server = await startServer();
const browser = await launchBrowser();
try {
  const user = newUser();
  const staff = newUser('staff.zuban.test');
  await registerAndConfirm(server, user);
  await registerAndConfirm(server, staff);
  const jobId = await makeJobs(browser, server, user);
  userRoutes.push(`/viewjobdetails/${jobId}`);
  for (const lang of languages) {
    await shoot(browser, server, out, 'public', publicRoutes, null, filter, lang);
    await shoot(browser, server, out, 'user', userRoutes, user, filter, lang);
    await shoot(browser, server, out, 'staff', staffRoutes, staff, filter, lang);
    if (!filter || filter === 'menu') await shootMenus(browser, server, out, user, lang);
  }
} finally {
  await browser.close();
  await server.stop();
}
