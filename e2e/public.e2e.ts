import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, registerAndConfirm, signIn } from './support/accounts';
import { launchBrowser } from './support/browser';
import { lastMail, mailCount } from './support/outbox';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const landings: [string, string][] = [
  ['/tts', '/static_api_tts'],
  ['/ptts', '/static_api_ptts'],
  ['/stt', '/static_api_stt'],
  ['/postagger', '/static_api_postagger'],
  ['/profanity', '/static_api_profanity'],
  ['/langid', '/static_api_langid'],
  ['/textsummerization', '/static_api_textsummerization'],
  ['/domainidentification', '/static_api_domainidentification'],
  ['/spell', '/static_api_spell'],
  ['/keywordextraction', '/static_api_keywordextraction'],
  ['/stemmer', '/static_api_stemmer'],
  ['/roman', '/static_api_roman'],
  ['/ocr', '/static_api_ocr'],
];

const publicPages = [
  '/landingPage',
  '/loginpage',
  '/register',
  '/forgotPassword',
  '/resetPassword',
  '/caccount',
  '/pricing',
  '/privacy',
  '/terms',
  '/fellowship',
  '/fellowship_proposal',
  '/speech_services',
  '/text_services',
  '/image_services',
];

describe('public pages', () => {
  it('renders every public route with a heading and without the error page', async () => {
    for (const path of [...publicPages, ...landings.map(([p]) => p)]) {
      await page.goto(`${server.url}${path}`);
      await page.locator('h1').first().waitFor();
      await expect(page.locator('h1').first().innerText(), path).resolves.not.toBe(
        'Unexpected Application Error!',
      );
      await expect(page.locator('header.bar').count(), path).resolves.toBe(1);
    }
  });

  it('gives each service landing page START SERVICE FOR FREE to /register and API REFERENCE to its page', async () => {
    for (const [path, api] of landings) {
      await page.goto(`${server.url}${path}`);
      const start = page.getByRole('link', { name: 'START SERVICE FOR FREE' });
      await expect(start.getAttribute('href'), path).resolves.toBe('/register');
      await expect(
        page.getByRole('link', { name: 'API REFERENCE' }).getAttribute('href'),
        path,
      ).resolves.toBe(api);
    }
  });

  it('has the landing page anchors', async () => {
    await page.goto(`${server.url}/landingPage`);
    await page.locator('#feedback').waitFor();
    for (const id of ['for-services', 'fellowship-award', 'get-started-container', 'contact', 'feedback'])
      await expect(page.locator(`#${id}`).count(), id).resolves.toBe(1);
  });

  it('shows the router fallback for unknown paths', async () => {
    await page.goto(`${server.url}/no_such_page`);
    await page.locator('h1').waitFor();
    await expect(page.locator('h1').innerText()).resolves.toBe('Unexpected Application Error!');
    await expect(page.title()).resolves.toContain('Unexpected Application Error!');
  });

  it('shows Urdu in a Nastaliq font, right to left', async () => {
    await page.goto(`${server.url}/landingPage`);
    const urdu = page.locator('.urdu').first();
    await urdu.waitFor();
    await expect(urdu.getAttribute('dir')).resolves.toBe('rtl');
    await expect(urdu.evaluate((el) => getComputedStyle(el).fontFamily)).resolves.toContain(
      'Noto Nastaliq Urdu',
    );
    await page.evaluate(() => document.fonts.ready);
    await expect(
      page.evaluate(() => document.fonts.check('16px "Noto Nastaliq Urdu"', 'اردو')),
    ).resolves.toBe(true);
  });

  it('serves the downloadable PDFs', async () => {
    for (const file of [
      'fellowship-proposal-template',
      'service-order-form',
      'urdu-pos-tagset',
      'urdu-stemmer',
    ]) {
      const res = await page.request.get(`${server.url}/docs/${file}.pdf`);
      expect(res.status(), file).toBe(200);
      expect((await res.body()).subarray(0, 5).toString(), file).toBe('%PDF-');
    }
  });

  it('fits a 360 px phone without sideways scrolling', async () => {
    const phone = await browser.newPage({ viewport: { width: 360, height: 740 } });
    for (const path of ['/landingPage', '/register', '/pricing', '/fellowship_proposal', '/tts']) {
      await phone.goto(`${server.url}${path}`);
      await phone.locator('h1').first().waitFor();
      await expect(
        phone.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).resolves.toBeLessThanOrEqual(360);
    }
    await phone.close();
  });
});

describe('keyboard', () => {
  it('starts with a skip link and opens and closes the services menu from the keyboard', async () => {
    await page.goto(`${server.url}/landingPage`);
    await page.locator('h1').first().waitFor();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');
    const services = page.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.getByRole('link', { name: 'Urdu Stemmer' }).first().isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(services.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(services.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });
});

describe('feedback', () => {
  it('sends the landing page feedback form and replaces it with the result', async () => {
    const before = mailCount(server.dataDir);
    await page.goto(`${server.url}/landingPage#feedback`);
    const form = page.getByRole('form', { name: 'Feedback' });
    await form.getByLabel('Name').fill('Bilal');
    await form.getByLabel('Email').fill('bilal@example.com');
    await form.getByLabel('Message').fill('The stemmer helped our search. شکریہ');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('feedback-result').innerText()).resolves.toBe(
      'Your feedback has been submitted. Thank You.',
    );
    expect(mailCount(server.dataDir)).toBe(before + 1);
    expect(lastMail(server.dataDir)).toContain('bilal@example.com');
  });
});

describe('fellowship application form', () => {
  it('applies the browser-level rules; visitors get submit disabled with a note', async () => {
    await page.goto(`${server.url}/fellowship_proposal`);
    await page.locator('h1').waitFor();
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await expect(submit.isDisabled()).resolves.toBe(true);
    // Visitors are told to sign in first; submitting is for signed-in users.
    await expect(page.getByText('to submit your application', { exact: false }).isVisible()).resolves.toBe(
      true,
    );
    const valid = (label: string, value: string, nth = 0) =>
      page
        .getByLabel(label, { exact: true })
        .nth(nth)
        .evaluate((el, v) => {
          const input = el as HTMLInputElement;
          input.value = v;
          return input.checkValidity();
        }, value);
    await expect(valid('Contact number', '03001234567')).resolves.toBe(true);
    await expect(valid('Contact number', '0300 1234567')).resolves.toBe(false);
    await expect(valid('Email address', 'ali@pu.edu.pk')).resolves.toBe(true);
    await expect(valid('Email address', 'Ali@pu.edu.pk')).resolves.toBe(false);
    await expect(valid('Name', 'Dr. Ali Raza, FAST-NU/CS')).resolves.toBe(true);
    await expect(valid('Name', 'Ali <script>')).resolves.toBe(false);
    await expect(page.getByLabel('Name', { exact: true }).getAttribute('maxlength')).resolves.toBe('300');
    await expect(page.getByLabel(/Research motivation/).getAttribute('maxlength')).resolves.toBe('150');
    await expect(page.getByLabel('CV (PDF)').getAttribute('accept')).resolves.toContain('application/pdf');
  });

  it('opens the services selector on click and shows the support box only for Yes', async () => {
    const picker = page.getByRole('button', { name: /Services to be used/ });
    await expect(page.getByRole('checkbox', { name: 'Urdu Keyword Extraction' }).isVisible()).resolves.toBe(
      false,
    );
    await picker.click();
    await page.getByRole('checkbox', { name: 'Urdu Keyword Extraction' }).check();
    await picker.click();
    await expect(page.getByRole('checkbox', { name: 'Urdu Keyword Extraction' }).isVisible()).resolves.toBe(
      false,
    );
    await expect(picker.innerText()).resolves.toContain('Urdu Keyword Extraction');
    await expect(page.getByLabel('Describe the support you need').count()).resolves.toBe(0);
    await page.getByLabel('Yes', { exact: true }).check();
    await expect(page.getByLabel('Describe the support you need').count()).resolves.toBe(1);
    await page.getByLabel('No', { exact: true }).check();
    await expect(page.getByLabel('Describe the support you need').count()).resolves.toBe(0);
  });
});

describe('staff sessions', () => {
  it('get the admin route set with the admin bar, not the user dashboard', async () => {
    const staff = newUser('staff.zuban.test');
    await registerAndConfirm(server, staff);
    const context = await browser.newContext();
    const p = await context.newPage();
    await signIn(p, server, staff.emailId, staff.password);
    await p.getByRole('button', { name: 'Log out' }).waitFor();
    await expect(p.getByText('Current Balance').count()).resolves.toBe(0);
    await p.goto(`${server.url}/home`);
    await expect(p.locator('h1').first().innerText()).resolves.toBe('Unexpected Application Error!');
    await p.goto(`${server.url}/`);
    await p.getByRole('button', { name: 'Log out' }).click();
    await p.waitForURL(`${server.url}/landingPage`);
    await context.close();
  });
});
