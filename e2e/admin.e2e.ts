import type { Browser, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, registerAndConfirm, signIn } from './support/accounts';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

// Admin console end to end: a user files a top-up and a fellowship application; staff find the
// user, add balance, change a price, suspend and re-activate, then approve both requests.

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABAQAAAAA3bvkkAAAACklEQVQI12NoAAAAggCB3UNq9AAAAABJRU5ErkJggg==',
  'base64',
);

let server: RunningServer;
let browser: Browser;
let userPage: Page;
let staffPage: Page;
const customer = newUser();
const staff = newUser('staff.zuban.test');

/** Accepts the next confirm() and returns its text. */
function acceptNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (d: Dialog) => {
      resolve(d.message());
      void d.accept(d.type() === 'prompt' ? 'Reason' : undefined);
    });
  });
}

async function balanceOf(page: Page): Promise<number> {
  const res = await page.request.post(`${server.url}/backend/check_balance`, {
    data: {},
    headers: { origin: server.url },
  });
  return Number(await res.text());
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await registerAndConfirm(server, customer);
  await registerAndConfirm(server, staff);
  userPage = await browser.newPage();
  staffPage = await browser.newPage();
  await signIn(userPage, server, customer.emailId, customer.password);
  await signIn(staffPage, server, staff.emailId, staff.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a user asks for credit', () => {
  it('files a top-up request with a receipt', async () => {
    await userPage.goto(`${server.url}/topup`);
    await userPage.getByLabel('Amount (PKR)').fill('500');
    await userPage.getByLabel('Bank', { exact: true }).fill('HBL');
    await userPage.getByLabel('Transaction reference').fill('TRX-2026-11');
    await userPage
      .getByLabel('Bank receipt')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
    await userPage.getByRole('button', { name: 'Submit request' }).click();
    await userPage.getByText('Your top-up request has been received.').waitFor();
    await userPage.getByRole('cell', { name: 'TRX-2026-11' }).waitFor();
  });

  it('applies for the fellowship with three PDFs', async () => {
    await userPage.goto(`${server.url}/fellowship_proposal`);
    const fill = (name: string, value: string) => userPage.locator(`[name="${name}"]`).fill(value);
    await fill('name', 'Ayesha Khan');
    await fill('institution', 'University of the Punjab');
    await fill('institutionAddress', 'Quaid-e-Azam Campus, Lahore');
    await userPage.locator('[name="academicLevel"]').selectOption("Master's degree");
    await userPage.locator('[name="semester"]').selectOption('3');
    await fill('contact', '03001234567');
    await fill('email', 'ayesha.khan@pu.edu.pk');
    await fill('motivation', 'Urdu speech interfaces for farmers.');
    await userPage.getByRole('button', { name: /Select services/ }).click();
    await userPage.getByLabel('Urdu TTS').check();
    await userPage.locator('[name="supportRequired"][value="No"]').check();
    await fill('supervisorName', 'Dr. Kamran Ali');
    await fill('supervisorDesignation', 'Associate Professor');
    await fill('supervisorInstitution', 'University of the Punjab');
    await fill('supervisorContact', '04299231234');
    await fill('supervisorEmail', 'kamran@pu.edu.pk');
    for (const [name, file] of [
      ['proposal', 'proposal.pdf'],
      ['cv', 'cv.pdf'],
      ['recommendation', 'letter.pdf'],
    ]) {
      await userPage
        .locator(`[name="${name}"]`)
        .setInputFiles({ name: file!, mimeType: 'application/pdf', buffer: pdf });
    }
    await userPage.locator('[name="terms"][value="agreed"]').check();
    await userPage.getByRole('button', { name: 'Submit Application' }).click();
    await userPage.getByText('Your fellowship application has been submitted.').waitFor();
    await userPage.goto(`${server.url}/home`);
    await userPage.getByText(/under review/).waitFor();
  });
});

describe('staff run the console', () => {
  it('finds the user and adds balance', async () => {
    await staffPage.goto(`${server.url}/`);
    await staffPage.getByRole('link', { name: /User Management/ }).click();
    await staffPage.getByLabel('Search users').fill(customer.emailId);
    const row = staffPage.getByRole('row', { name: new RegExp(customer.emailId.replace(/\./g, '\\.')) });
    await row.waitFor();
    await row.getByRole('button', { name: 'Add balance' }).click();
    const dialog = staffPage.locator('dialog[open]');
    await dialog.getByLabel('Amount (PKR)').fill('250');
    await dialog.getByLabel(/Note/).fill('HBL receipt 991');
    await dialog.getByRole('button', { name: 'Add balance' }).click();
    await row.getByText('250.00 PKR').waitFor();
    expect(await balanceOf(userPage)).toBe(250);
  });

  it('suspends and re-activates the user with the spec confirm prompts', async () => {
    const row = staffPage.getByRole('row', { name: new RegExp(customer.emailId.replace(/\./g, '\\.')) });
    const suspendPrompt = acceptNextDialog(staffPage);
    await row.getByRole('button', { name: 'Suspend User' }).click();
    expect(await suspendPrompt).toBe('Are you sure you want to suspend this user ?');
    await row.getByText('(suspended)').waitFor();
    const blocked = await userPage.request.post(`${server.url}/backend/check_balance`, {
      data: {},
      headers: { origin: server.url },
    });
    expect(blocked.status()).toBe(401);
    // Sessions end on suspension: the user signs in again after activation.
    const activatePrompt = acceptNextDialog(staffPage);
    await row.getByRole('button', { name: 'Activate User' }).click();
    expect(await activatePrompt).toBe('Are you sure you want to activate this user ?');
    await row.getByRole('button', { name: 'Suspend User' }).waitFor();
    await signIn(userPage, server, customer.emailId, customer.password);
  });

  it('adds and deletes a per-user costing with the spec confirm prompt', async () => {
    await staffPage.goto(`${server.url}/admin_users`);
    await staffPage.getByLabel('Search users').fill(customer.emailId);
    const user = staffPage.getByRole('row', { name: new RegExp(customer.emailId.replace(/\./g, '\\.')) });
    await user.getByRole('link', { name: 'View Costings' }).click();
    await staffPage.getByRole('button', { name: 'Add New User Costing' }).click();
    const dialog = staffPage.locator('dialog[open]');
    await dialog.getByLabel('Service').selectOption('stemmer');
    await dialog.getByLabel('Unit Cost (PKR)').fill('0.01');
    await dialog.getByLabel('Discount(%)').fill('10');
    await dialog.getByLabel('Min Units').fill('5');
    await dialog.getByLabel('Min Charge (PKR)').fill('0.1');
    await dialog.getByRole('button', { name: 'Add User Costing' }).click();
    const row = staffPage.getByRole('row', { name: /Stemmer/ });
    await row.getByRole('cell', { name: '0.01', exact: true }).waitFor();
    const prompt = acceptNextDialog(staffPage);
    await row.getByRole('button', { name: 'Delete' }).click();
    expect(await prompt).toMatch(/^Are you sure you want to delete user costing .*Stemmer \?$/);
    await staffPage.getByText('This user pays the standard prices.').waitFor();
  });

  it("changes a service's price", async () => {
    await staffPage.goto(`${server.url}/admin_service`);
    const row = staffPage.getByRole('row', { name: /^stemmer / });
    await row.getByRole('button', { name: 'View/Update' }).click();
    const dialog = staffPage.locator('dialog[open]');
    await dialog.getByLabel('Min Charge (PKR)').fill('0.5');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await staffPage.locator('dialog[open]').waitFor({ state: 'detached' });
    await row.getByRole('cell', { name: '0.5', exact: true }).waitFor();
  });

  it('approves the top-up and the fellowship; the user sees both', async () => {
    await staffPage.goto(`${server.url}/admin_topups`);
    const topupPrompt = acceptNextDialog(staffPage);
    await staffPage
      .getByRole('row', { name: /TRX-2026-11/ })
      .getByRole('button', { name: 'Approve' })
      .click();
    expect(await topupPrompt).toContain('500');
    await staffPage.getByText('Top-up approved and balance credited.').waitFor();

    await staffPage.goto(`${server.url}/admin_fellowships`);
    await staffPage.getByText('Ayesha Khan — University of the Punjab').waitFor();
    const fellowshipPrompt = acceptNextDialog(staffPage);
    await staffPage.getByRole('button', { name: 'Approve' }).click();
    await fellowshipPrompt;
    await staffPage.getByText('Application approved and credit granted.').waitFor();

    expect(await balanceOf(userPage)).toBe(30_750);
    await userPage.goto(`${server.url}/home`);
    await userPage.getByText(/Approved\. Your PKR 30,000 of API credit is valid until/).waitFor();

    await staffPage.goto(`${server.url}/admin_audit`);
    for (const action of [
      'balance.add',
      'user.suspend',
      'user.activate',
      'service.update',
      'topup.approve',
      'fellowship.approve',
    ]) {
      await staffPage.getByRole('cell', { name: action, exact: true }).first().waitFor();
    }
  });
});
