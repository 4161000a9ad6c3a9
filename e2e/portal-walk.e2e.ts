import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, registerAndConfirm, signIn } from './support/accounts';
import { launchBrowser } from './support/browser';
import { lastMail, mailCount, waitForLink } from './support/outbox';
import { type RunningServer, startServer } from './support/server';

// Defects found walking the spec screen by screen (#23), on a server with no speech-to-text model.

let server: RunningServer;
let browser: Browser;
let userPage: Page;
let staffPage: Page;
let visitorPage: Page;
const customer = newUser();
const staff = newUser('staff.zuban.test');

beforeAll(async () => {
  server = await startServer({ ASR_FETCH_ON_START: '0' });
  browser = await launchBrowser();
  await registerAndConfirm(server, customer);
  await registerAndConfirm(server, staff);
  userPage = await browser.newPage();
  staffPage = await browser.newPage();
  visitorPage = await browser.newPage();
  await signIn(userPage, server, customer.emailId, customer.password);
  await signIn(staffPage, server, staff.emailId, staff.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('speech-to-text without a model', () => {
  it('the tool screen says so up front and Start is disabled', async () => {
    await userPage.goto(`${server.url}/asr`);
    await userPage.getByTestId('asr-unavailable').waitFor();
    expect(await userPage.getByTestId('asr-unavailable').textContent()).toMatch(
      /not available on this server/,
    );
    expect(await userPage.getByRole('button', { name: 'Start' }).isDisabled()).toBe(true);
  });

  it('the landing, speech services and pricing pages mark it as not available here', async () => {
    await visitorPage.goto(`${server.url}/stt`);
    await visitorPage.getByTestId('service-not-available').waitFor();
    await visitorPage.goto(`${server.url}/tts`);
    await visitorPage.getByRole('heading', { name: 'Urdu Text to Speech' }).waitFor();
    expect(await visitorPage.getByTestId('service-not-available').count()).toBe(0);
    await visitorPage.goto(`${server.url}/speech_services`);
    await visitorPage.getByTestId('service-not-available').waitFor();
    expect(await visitorPage.getByTestId('service-not-available').count()).toBe(1);
    await visitorPage.goto(`${server.url}/pricing`);
    const row = visitorPage.getByRole('row', { name: /Speech to Text/ });
    await row.getByTestId('service-not-available').waitFor();
    expect(await visitorPage.getByTestId('service-not-available').count()).toBe(1);
  });

  it('staff see what is missing and the command that installs it', async () => {
    await staffPage.goto(`${server.url}/admin_engines`);
    const row = staffPage.getByRole('row', { name: /Speech to Text/ });
    await row.getByText('Not available').waitFor();
    expect(await row.textContent()).toMatch(/ASR_MODEL/);
    expect(await row.textContent()).toMatch(/npm run zuban -- models fetch whisper-small/);
  });
});

describe('a lost or expired confirmation mail', () => {
  const late = newUser();
  beforeAll(async () => {
    const res = await fetch(`${server.url}/backend/tech_register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...late, organization: null }),
    });
    expect(res.status).toBe(201);
  });

  it('the unconfirmed sign-in message offers to send the confirmation mail again', async () => {
    await visitorPage.goto(`${server.url}/loginpage`);
    await visitorPage.getByLabel('Email').fill(late.emailId);
    await visitorPage.getByLabel('Password').fill(late.password);
    await visitorPage.getByRole('button', { name: 'Sign in' }).click();
    await visitorPage
      .getByRole('alert')
      .getByText(/not confirmed/)
      .waitFor();
    const before = mailCount(server.dataDir);
    await visitorPage.getByRole('button', { name: 'Send the confirmation mail again' }).click();
    await visitorPage
      .getByRole('status')
      .getByText(/new confirmation link has been sent/)
      .waitFor();
    await expect.poll(() => mailCount(server.dataDir)).toBe(before + 1);
    expect(lastMail(server.dataDir)).toContain('/caccount?token=');
  });

  it('forgot-password on the unconfirmed account mails a confirmation link, with the same answer', async () => {
    const before = mailCount(server.dataDir);
    await visitorPage.goto(`${server.url}/forgotPassword`);
    await visitorPage.getByLabel('Email').fill(late.emailId);
    await visitorPage.getByRole('button', { name: 'Reset Password' }).click();
    await visitorPage.getByText('Password reset link sent! Please check your email.').waitFor();
    await expect.poll(() => mailCount(server.dataDir)).toBe(before + 1);
    expect(lastMail(server.dataDir)).toContain('/caccount?token=');
  });
});

describe('a password-strength message moves nothing under the pointer', () => {
  async function submitStaysPut(path: string, field: string, submit: string) {
    await visitorPage.goto(`${server.url}${path}`);
    const password = visitorPage.getByLabel(field, { exact: true });
    const button = visitorPage.getByRole('button', { name: submit });
    // Weak, then strong: the message appears on one blur and clears on the next.
    for (const value of ['weak', 'Urdu2026!pass']) {
      await password.fill(value);
      const before = await button.boundingBox();
      await password.blur();
      await visitorPage.waitForTimeout(100);
      expect(await button.boundingBox()).toEqual(before);
    }
  }

  it('on /register', async () => {
    await submitStaysPut('/register', 'Password', 'Register');
  });

  it('on /resetPassword', async () => {
    await submitStaysPut('/resetPassword?token=t&email=a%40b.c', 'New password', 'Change Password');
  });
});

describe('TTS Stop while speech is generating', () => {
  it('can be clicked over the loading overlay and cancels loading', async () => {
    await userPage.goto(`${server.url}/utts`);
    await userPage.getByRole('heading', { name: 'Urdu Text to Speech' }).waitFor();
    // Hold the answer back so the overlay stays up.
    let release: () => void = () => {};
    await userPage.route('**/backend/**', async (route) => {
      if (!route.request().url().includes('tts')) return route.continue();
      await new Promise<void>((r) => {
        release = r;
      });
      await route.abort().catch(() => {});
    });
    await userPage.getByLabel('Text').fill('پاکستان');
    await userPage.getByRole('button', { name: 'Speak' }).click();
    await userPage.getByTestId('loading-overlay').waitFor();
    // A pointer click (not the keyboard): Playwright refuses while another element covers the button.
    await userPage.getByRole('button', { name: 'Stop' }).click({ timeout: 3000 });
    await userPage.getByTestId('loading-overlay').waitFor({ state: 'detached' });
    release();
    await userPage.unroute('**/backend/**');
  });
});

describe('the signed-in pricing page', () => {
  it("shows the user's own price where staff set a personal costing", async () => {
    const headers = { origin: server.url };
    const users = (await (
      await staffPage.request.post(`${server.url}/backend/users_detail`, { data: {}, headers })
    ).json()) as { id: string; email: string }[];
    const id = users.find((u) => u.email === customer.emailId)?.id;
    const add = await staffPage.request.post(`${server.url}/backend/new_user_service`, {
      headers,
      data: {
        userId: id,
        userService: 'stemmer',
        unit_cost: 0.04,
        discount: 10,
        min_unit: 5,
        min_charge: 0.25,
      },
    });
    expect(add.ok()).toBe(true);
    await userPage.goto(`${server.url}/pricing_login`);
    const row = userPage.getByRole('row', { name: /Stemmer/ });
    await row.getByTestId('personal-price').waitFor();
    expect(await row.textContent()).toContain(
      '0.04 per 100 words above 500 words; else 0.25 per transaction (10% discount applied)',
    );
    expect(await userPage.getByTestId('personal-price').count()).toBe(1);
  });
});

describe('a text tool whose call fails with a non-JSON body', () => {
  it("shows the spec's failure line, not 'Request failed (502)'", async () => {
    await userPage.route('**/backend/postagger', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><h1>502 Bad Gateway</h1></html>' }),
    );
    await userPage.goto(`${server.url}/pos_tagger`);
    await userPage.getByLabel('Input').fill('پاکستان');
    await userPage.getByRole('button', { name: 'Tag' }).click();
    await userPage
      .getByRole('alert')
      .getByText('Sorry! Output is not generated. Check POS Tagging Service.')
      .waitFor();
    expect(await userPage.getByText('Request failed (502)').count()).toBe(0);
    await userPage.unroute('**/backend/postagger');
  });
});

describe('OCR Cancel', () => {
  it('goes to /', async () => {
    await userPage.goto(`${server.url}/urdu_ocr`);
    await userPage.getByRole('button', { name: 'Cancel' }).click();
    await userPage.waitForURL(`${server.url}/`);
  });
});

describe('staff suspending their own account', () => {
  it("see the server's reason, not the generic failure", async () => {
    await staffPage.goto(`${server.url}/admin_users`);
    const row = staffPage.getByRole('row', { name: new RegExp(staff.emailId.replace(/\./g, '\\.')) });
    staffPage.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: 'Suspend User' }).click();
    await staffPage.getByRole('alert').getByText('You cannot suspend your own account.').waitFor();
  });
});

describe('smaller defects', () => {
  it('an empty history says web calls appear there too', async () => {
    const fresh = newUser();
    await registerAndConfirm(server, fresh);
    const page = await browser.newPage();
    await signIn(page, server, fresh.emailId, fresh.password);
    await page
      .getByText('No jobs yet. Calls from the tool screens and through the API appear here.')
      .waitFor();
    await page.close();
  });

  it('Get Started takes a signed-in user to the dashboard, not /register', async () => {
    await userPage.goto(`${server.url}/landingPage`);
    const started = userPage.locator('#get-started-container a.btn');
    await started.waitFor();
    expect(await started.getAttribute('href')).toBe('/home');
  });

  it('the /stemmer landing links the stemmer paper, as /text_services does', async () => {
    await visitorPage.goto(`${server.url}/stemmer`);
    await visitorPage.locator('a[href="/docs/urdu-stemmer.pdf"]').waitFor();
  });

  it('a confirmation link used twice says the account is already confirmed and offers sign-in', async () => {
    const twice = newUser();
    await fetch(`${server.url}/backend/tech_register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...twice, organization: null }),
    });
    const link = await waitForLink(server.dataDir, twice.emailId, '/caccount');
    await visitorPage.goto(link);
    await visitorPage.getByTestId('confirm-result').getByText('Your account has been confirmed.').waitFor();
    await visitorPage.goto(link);
    await visitorPage
      .getByTestId('confirm-result')
      .getByText('Your account is already confirmed. Please sign in.')
      .waitFor();
    await visitorPage.getByRole('link', { name: 'Sign in' }).first().waitFor();
  });
});

describe('API reference figures', () => {
  const sampleCost = async (path: string) => {
    await visitorPage.goto(`${server.url}${path}`);
    const sample = visitorPage.getByTestId('sample-response').first();
    await sample.waitFor();
    return (JSON.parse((await sample.textContent()) ?? '{}') as { cost: number }).cost;
  };

  it("each sample response costs what the service's own price makes of the sample request", async () => {
    expect(await sampleCost('/static_api_tts')).toBe(1);
    expect(await sampleCost('/static_api_ocr')).toBe(0.5);
    expect(await sampleCost('/static_api_stemmer')).toBe(0.25);
  });

  it('reads price lines in the pricing words and documents one OCR font-size range', async () => {
    await visitorPage.goto(`${server.url}/static_api_tts`);
    await visitorPage
      .getByText(/PKR 0\.01 per character above 100 characters; else 1\.00 per transaction/)
      .first()
      .waitFor();
    expect(await visitorPage.getByText(/up to 100 × character/).count()).toBe(0);
    await visitorPage.goto(`${server.url}/static_api_ocr`);
    await visitorPage
      .getByText(/Font size in points, 14 to 44\b/)
      .first()
      .waitFor();
  });
});
