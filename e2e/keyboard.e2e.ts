import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, registerAndConfirm } from './support/accounts';
import { signInByApi } from './support/api-session';
import { launchBrowser } from './support/browser';
import { focusedDescription, isFocused, tabTo } from './support/keyboard';
import { waitForLink } from './support/outbox';
import { type RunningServer, startServer } from './support/server';

// Keyboard only (#25 item 4): Tab, Shift+Tab, Enter, Space and typing; no clicks. A person registers,
// confirms (the mailed link), signs in and calls a tool; focus lands on the result or the error, and
// the result is announced. Staff dialogs keep the focus inside and give it back when they close.

let server: RunningServer;
let browser: Browser;
let page: Page;
const person = newUser();

beforeAll(async () => {
  server = await startServer({ ASR_FETCH_ON_START: '0' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // The server loads its text engines just after it starts listening: the first pages may be slow.
  page.setDefaultTimeout(60_000);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Tabs to the field with this label and types into it. */
async function typeInto(label: string, text: string): Promise<void> {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.type(text);
}

describe('a keyboard-only visitor', () => {
  it('registers with the form', async () => {
    await page.goto(`${server.url}/register`);
    await typeInto('First name', person.firstName);
    await typeInto('Last name', person.lastName);
    await typeInto('Email', person.emailId);
    await tabTo(page, page.getByLabel('Country', { exact: true }));
    await page.keyboard.type(person.country); // a closed select picks the option typed
    await expect.poll(() => page.getByLabel('Country', { exact: true }).inputValue()).toBe(person.country);
    await tabTo(page, page.getByLabel('Contact', { exact: true }));
    await page.keyboard.type(person.contact.replace('+92', '')); // the dialling code is filled in
    await typeInto('Address', person.address);
    await typeInto('Password', person.password);
    await typeInto('Confirm password', person.password);
    await tabTo(page, page.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Register' }));
    await page.keyboard.press('Enter');
    await page.getByTestId('register-done').waitFor();
  });

  it('confirms through the mailed link and signs in', async () => {
    await page.goto(await waitForLink(server.dataDir, person.emailId, '/caccount'));
    await page
      .getByText(/confirmed/i)
      .first()
      .waitFor();
    await page.goto(`${server.url}/loginpage`);
    await typeInto('Email', person.emailId);
    await typeInto('Password', person.password);
    await page.keyboard.press('Enter'); // submits the form from its last field
    await page.waitForURL(`${server.url}/`);
  });

  it('opens a tool from the services menu', async () => {
    const services = page.getByRole('button', { name: 'SERVICES' });
    await tabTo(page, services);
    await page.keyboard.press('Enter');
    const stemmer = page.getByRole('link', { name: 'Urdu Stemmer' }).first();
    await tabTo(page, stemmer);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/Urdu_stemmer`);
  });

  it('calls it: focus moves to the result, which is announced', async () => {
    await typeInto('Input', 'پاکستان کے لوگ');
    await tabTo(page, page.getByRole('button', { name: 'Stem' }));
    await page.keyboard.press('Enter');
    const result = page.getByTestId('tool-result');
    await expect.poll(() => isFocused(result), { timeout: 20_000 }).toBe(true);
    const output = await page.getByLabel('Output', { exact: true }).inputValue();
    expect(output).not.toBe('');
    const live = page.getByTestId('tool-announcement');
    expect(await live.getAttribute('aria-live')).toBe('polite');
    expect(await live.textContent()).toBe(output);
    // Shift+Tab from the result goes back to the buttons above it.
    await page.keyboard.press('Shift+Tab');
    expect(await focusedDescription(page)).toMatch(/Cancel/);
  });

  it('a failed call moves focus to the error line, an alert', async () => {
    await page.route('**/backend/urdu_stemmer', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await tabTo(page, page.getByRole('button', { name: 'Stem' }), { back: true });
    await page.keyboard.press('Enter');
    const error = page.getByRole('alert');
    await expect.poll(() => isFocused(error), { timeout: 20_000 }).toBe(true);
    expect(await error.textContent()).toMatch(/Sorry! Output is not generated/);
    await page.unroute('**/backend/urdu_stemmer');
  });
});

describe('staff dialogs by keyboard', () => {
  const staff = newUser('staff.zuban.test');
  let admin: Page;
  beforeAll(async () => {
    await registerAndConfirm(server, staff);
    admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInByApi(admin, server, staff);
  });

  it('Send Mail keeps the focus inside and gives it back to its button on Escape', async () => {
    await admin.goto(`${server.url}/admin_users`);
    const opener = admin.getByRole('button', { name: 'Send Mail' }).first();
    await opener.waitFor();
    await tabTo(admin, opener);
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog');
    await dialog.waitFor();
    const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
    expect(await inside()).toBe(true);
    // Round the dialog twice, both ways: the focus never leaves it.
    for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')] as string[]) {
      await admin.keyboard.press(key);
      expect(await inside(), `after ${key}: ${await focusedDescription(admin)}`).toBe(true);
    }
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await isFocused(opener)).toBe(true);
  });
});
