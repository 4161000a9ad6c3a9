import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signIn } from './support/accounts';
import { launchBrowser } from './support/browser';
import { LANGUAGES, useLanguage } from './support/languages';
import { waitForLink, waitForMail } from './support/outbox';
import { type RunningServer, startServer } from './support/server';
import { words } from './support/words';

// One account through its whole life in the browser: register, confirm, sign in, profile, token,
// passwords, sign out. The steps share the account, so they run in order.

const passwordRule =
  'Please enter a password with at least 8 characters including at least one number, one letter, and one special character (!@#$%^&*)';
const mismatch = 'Password and confirm password do not match';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const user = newUser();
let password = user.password;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const alertText = () => page.getByRole('alert').first().innerText();

describe('registration', () => {
  it('requires every field except organization before calling the server', async () => {
    await page.goto(`${server.url}/register`);
    await page.getByRole('button', { name: 'Register' }).click();
    const missing = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('form input, form select')]
        .filter((el) => el.validity.valueMissing)
        .map((el) => el.name),
    );
    expect(missing.sort()).toEqual(
      [
        'address',
        'confirmPassword',
        'contact',
        'country',
        'emailId',
        'firstName',
        'lastName',
        'password',
        'terms',
      ].sort(),
    );
    await expect(page.getByTestId('register-done').count()).resolves.toBe(0);
  });

  it('fills the contact field with the dialling code of the chosen country', async () => {
    await page.goto(`${server.url}/register`);
    await page.getByLabel('Country').selectOption('Pakistan');
    await expect(page.getByLabel('Contact').inputValue()).resolves.toBe('+92');
    await page.getByLabel('Country').selectOption('United Kingdom');
    await expect(page.getByLabel('Contact').inputValue()).resolves.toBe('+44');
  });

  it('shows the password rule when the password field is left with a weak password', async () => {
    await page.getByLabel('Password', { exact: true }).fill('abcdefgh1');
    await page.getByLabel('Confirm password').focus();
    await page.getByRole('alert').filter({ hasText: passwordRule }).waitFor();
  });

  it('refuses mismatched passwords without calling the server', async () => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/backend/tech_register') && calls.push(r.url()));
    await page.getByLabel('First name').fill(user.firstName);
    await page.getByLabel('Last name').fill(user.lastName);
    await page.getByLabel('Email').fill(user.emailId);
    await page.getByLabel('Country').selectOption(user.country);
    await page.getByLabel('Contact').fill(user.contact);
    await page.getByLabel('Address').fill(user.address);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm password').fill(`${user.password}x`);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(mismatch).isVisible()).resolves.toBe(true);
    expect(calls).toEqual([]);
  });

  it('registers, showing the loading overlay, then replaces the form with the success message', async () => {
    await page.getByLabel('Confirm password').fill(user.password);
    // Hold the request a moment so the overlay can be seen.
    await page.route('**/backend/tech_register', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByTestId('loading-overlay').waitFor();
    const done = page.getByTestId('register-done');
    await done.waitFor();
    await page.unroute('**/backend/tech_register');
    await expect(done.innerText()).resolves.toBe(
      'Registration successful! Check your email to activate your account.',
    );
    await expect(page.getByRole('button', { name: 'Register' }).count()).resolves.toBe(0);
  });

  it('shows the server message when the email is already registered', async () => {
    await page.goto(`${server.url}/register`);
    await page.getByLabel('First name').fill(user.firstName);
    await page.getByLabel('Last name').fill(user.lastName);
    await page.getByLabel('Email').fill(user.emailId);
    await page.getByLabel('Country').selectOption(user.country);
    await page.getByLabel('Contact').fill(user.contact);
    await page.getByLabel('Address').fill(user.address);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('alert').waitFor();
    await expect(alertText()).resolves.toBe('An account with this email already exists.');
  });
});

describe('confirmation', () => {
  it('says so when the link has no token', async () => {
    await page.goto(`${server.url}/caccount`);
    await expect(page.getByTestId('confirm-result').innerText()).resolves.toBe('Token not found in the URL.');
  });

  it('rejects an unknown token', async () => {
    await page.goto(`${server.url}/caccount?token=not-a-real-token`);
    await page.getByTestId('confirm-result').waitFor();
    await expect(page.getByTestId('confirm-result').innerText()).resolves.toBe('User account not verified.');
  });

  it('does not let an unconfirmed account sign in', async () => {
    await page.goto(`${server.url}/loginpage`);
    await page.getByLabel('Email').fill(user.emailId);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    await expect(alertText()).resolves.toMatch(/not confirmed/);
  });

  it('confirms the account through the link in the outbox mail', async () => {
    const link = await waitForLink(server.dataDir, user.emailId, '/caccount');
    await page.goto(link);
    await page.getByTestId('confirm-result').waitFor();
    await expect(page.getByTestId('confirm-result').innerText()).resolves.toBe(
      'Your account has been confirmed.',
    );
  });
});

describe('signed out', () => {
  it('sends visits to signed-in pages to /landingPage', async () => {
    for (const path of ['/home', '/', '/access_token', '/user_info', '/viewjobdetails/1']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(`${server.url}/landingPage`);
    }
  });
});

describe('sign in', () => {
  it('shows the server message for a wrong password', async () => {
    await page.goto(`${server.url}/loginpage`);
    await page.getByLabel('Email').fill(user.emailId);
    await page.getByLabel('Password').fill('wrong-password1!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    await expect(alertText()).resolves.toBe('Invalid email or password.');
  });

  it('opens the dashboard with the balance, tiles and usage history', async () => {
    await signIn(page, server, user.emailId, password);
    await page.getByRole('heading', { name: 'Usage History' }).waitFor();
    await expect(page.getByTestId('balance').innerText()).resolves.toBe('Current Balance: 0.00 PKR');
    for (const tile of ['SPEECH PROCESSING', 'TEXT PROCESSING', 'IMAGE PROCESSING'])
      await expect(page.getByRole('link', { name: new RegExp(tile) }).count()).resolves.toBe(1);
    for (const column of ['JOB ID', 'SERVICE NAME', 'COST', 'DATE', 'TIME'])
      await expect(page.getByRole('columnheader', { name: column }).count()).resolves.toBe(1);
  });

  it('keeps the session across a reload (the server decides, not localStorage)', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('heading', { name: 'Usage History' }).waitFor();
    await expect(page.evaluate(() => localStorage.length)).resolves.toBe(0);
  });
});

describe('profile', () => {
  it('edits the first name and shows it in the user menu', async () => {
    await page.goto(`${server.url}/user_info`);
    const first = page.getByLabel('First name');
    await first.waitFor();
    await expect(first.inputValue()).resolves.toBe(user.firstName);
    await first.fill('Zainab');
    await page.getByLabel('Address').fill('7 Canal View, Lahore');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /updated/ })
      .waitFor();
    await page.reload();
    await page.getByLabel('First name').waitFor();
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Zainab');
    await expect(page.getByLabel('Address').inputValue()).resolves.toBe('7 Canal View, Lahore');
    await expect(page.getByRole('button', { name: /Zainab/ }).count()).resolves.toBe(1);
  });
});

describe('profile errors and contact', () => {
  it("says 'Update failed. Please Try again.' with the server's reason when the server refuses", async () => {
    await page.goto(`${server.url}/user_info`);
    await page.getByLabel('Contact number').waitFor();
    await page.getByLabel('Contact number').fill('call me');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alert').waitFor();
    await expect(alertText()).resolves.toMatch(
      /^Update failed\. Please Try again\. Please enter a valid contact number/,
    );
  });

  it('sends feedback from /contact_login with the name and email filled in', async () => {
    await page.goto(`${server.url}/contact_login`);
    const form = page.getByRole('form', { name: 'Feedback' });
    await form.getByLabel('Message').waitFor();
    await expect(form.getByLabel('Email').inputValue()).resolves.toBe(user.emailId);
    await form.getByLabel('Message').fill('Please add Saraiki.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('feedback-result').innerText()).resolves.toBe(
      'Your feedback has been submitted. Thank You.',
    );
  });
});

describe('access token', () => {
  it("copies the token, says 'Copied!' for 2 seconds, then 'Copy' again", async () => {
    await page.goto(`${server.url}/access_token`);
    const box = page.getByTestId('access-token');
    await page.waitForFunction(
      () => (document.querySelector('[data-testid=access-token]') as HTMLInputElement)?.value,
    );
    await expect(box.getAttribute('readonly')).resolves.not.toBeNull();
    const token = await box.inputValue();
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor({ timeout: 1000 });
    const shownAt = Date.now();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(token);
    await page.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 4000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(1700);
    expect(shownFor).toBeLessThan(2800);
  });

  it('keeps the token when the rotate confirmation is dismissed, and replaces it when accepted', async () => {
    const box = page.getByTestId('access-token');
    const before = await box.inputValue();
    page.once('dialog', (d) => void d.dismiss());
    await page.getByRole('button', { name: 'Rotate' }).click();
    await expect(box.inputValue()).resolves.toBe(before);
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Rotate' }).click();
    await page.waitForFunction(
      (old) => (document.querySelector('[data-testid=access-token]') as HTMLInputElement).value !== old,
      before,
    );
    const after = await box.inputValue();
    expect(after).not.toBe(before);
    // The old token no longer works for the API; the new one does.
    const balance = (token: string) =>
      fetch(`${server.url}/backend/check_balance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{}',
      }).then((r) => r.status);
    await expect(balance(before)).resolves.toBe(401);
    await expect(balance(after)).resolves.toBe(200);
  });
});

describe('change password', () => {
  it('gives the rule when the current-password field is left with a weak value', async () => {
    await page.goto(`${server.url}/reset_password`);
    await page.getByLabel('Current password').fill('short');
    await page.getByLabel('New password').focus();
    await page.getByRole('alert').filter({ hasText: passwordRule }).waitFor();
  });

  it('refuses a mismatched confirmation without calling the server', async () => {
    const calls: string[] = [];
    const listener = (r: { url(): string }) =>
      r.url().includes('/backend/reset_password') && calls.push(r.url());
    page.on('request', listener);
    await page.getByLabel('Current password').fill(password);
    await page.getByLabel('New password').fill('Punjab2026#new');
    await page.getByLabel('Confirm password').fill('Punjab2026#nex');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText(mismatch).isVisible()).resolves.toBe(true);
    page.off('request', listener);
    expect(calls).toEqual([]);
  });

  it('shows the server message for a wrong current password', async () => {
    await page.getByLabel('Current password').fill('Wrong2026!pass');
    await page.getByLabel('Confirm password').fill('Punjab2026#new');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your current password is not correct.').waitFor();
  });

  it('changes the password and goes to /home', async () => {
    await page.getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL(`${server.url}/home`);
    password = 'Punjab2026#new';
  });
});

describe('sign out and password reset', () => {
  it('signs out from the user menu to /landingPage, and signed-in pages stay closed', async () => {
    await page.getByRole('button', { name: /Zainab/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/landingPage`);
    await page.goto(`${server.url}/home`);
    await page.waitForURL(`${server.url}/landingPage`);
  });

  it('signs in with the changed password', async () => {
    await signIn(page, server, user.emailId, password);
    await page.getByRole('button', { name: /Zainab/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/landingPage`);
  });

  it('sends a reset link and confirms on screen', async () => {
    await page.goto(`${server.url}/forgotPassword`);
    await expect(page.getByLabel('Email').getAttribute('type')).resolves.toBe('email');
    await page.getByLabel('Email').fill(user.emailId);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByTestId('forgot-done').innerText()).resolves.toBe(
      'Password reset link sent! Please check your email.',
    );
  });

  it('sets a new password through the mailed link', async () => {
    const link = await waitForLink(server.dataDir, user.emailId, '/resetPassword');
    await page.goto(link);
    await expect(page.getByLabel('Token').inputValue()).resolves.not.toBe('');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(user.emailId);
    await page.getByLabel('New password').fill('Sindh2026$again');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByTestId('reset-done').innerText()).resolves.toBe('Your password has been changed');
    password = 'Sindh2026$again';
  });

  it('refuses the same link a second time with the server message', async () => {
    const link = await waitForLink(server.dataDir, user.emailId, '/resetPassword');
    await page.goto(link);
    await page.getByLabel('New password').fill('Sindh2026$again2');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('alert').waitFor();
    await expect(alertText()).resolves.toBe('This password reset link is invalid or has already been used.');
  });

  it('signs in with the reset password', async () => {
    await signIn(page, server, user.emailId, password);
    await page.getByRole('heading', { name: 'Usage History' }).waitFor();
  });
});

// The main account flow once more in each interface language (#25 item 3): the same steps, the
// words taken from the web's resources, and the confirmation mail written in the page's language.
describe.each(LANGUAGES)('register, confirm and sign in, in %s', (lang) => {
  const t = words(lang);
  const someone = newUser();
  let langPage: Page;
  beforeAll(async () => {
    const langContext = await browser.newContext({ viewport: { width: 390, height: 900 } });
    await useLanguage(langContext, server, lang);
    langPage = await langContext.newPage();
  });

  it('registers from the form in that language', async () => {
    await langPage.goto(`${server.url}/register`);
    await expect(langPage.evaluate(() => document.documentElement.dir)).resolves.toBe(
      lang === 'ur' ? 'rtl' : 'ltr',
    );
    await langPage.getByLabel(t('account:fields.firstName')).fill(someone.firstName);
    await langPage.getByLabel(t('account:fields.lastName')).fill(someone.lastName);
    await langPage.getByLabel(t('account:fields.email')).fill(someone.emailId);
    await langPage.getByLabel(t('account:fields.country')).selectOption(someone.country);
    await langPage.getByLabel(t('account:fields.contact'), { exact: true }).fill(someone.contact);
    await langPage.getByLabel(t('account:fields.address')).fill(someone.address);
    await langPage.getByLabel(t('account:fields.password'), { exact: true }).fill(someone.password);
    await langPage.getByLabel(t('account:fields.confirmPassword')).fill(someone.password);
    await langPage.locator('input[name="terms"]').check();
    await langPage.getByRole('button', { name: t('account:register.submit') }).click();
    await expect(langPage.getByTestId('register-done').innerText()).resolves.toBe(
      t('server:account.registered'),
    );
  });

  it('mails the confirmation in that language and confirms through its link', async () => {
    const mail = await waitForMail(server.dataDir, someone.emailId);
    const subject = lang === 'ur' ? 'اپنے زبان اکاؤنٹ کی تصدیق کریں' : 'Confirm your Zuban account';
    expect(mail).toContain(subject);
    await langPage.goto(await waitForLink(server.dataDir, someone.emailId, '/caccount'));
    await expect(langPage.getByTestId('confirm-result').innerText()).resolves.toBe(
      t('server:account.confirmed'),
    );
  });

  it('signs in and shows the dashboard in that language', async () => {
    await signIn(langPage, server, someone.emailId, someone.password, lang);
    await langPage.getByRole('heading', { name: t('account:dashboard.history') }).waitFor();
    // At 390 px the switch sits in the folded menu: present, not visible until the menu opens.
    await langPage.getByTestId('language-switch').first().waitFor({ state: 'attached' });
  });
});
