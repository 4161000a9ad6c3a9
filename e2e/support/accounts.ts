import type { Page } from 'playwright-core';
import type { Language } from './languages';
import { waitForLink } from './outbox';
import type { RunningServer } from './server';
import { words } from './words';

export interface TestUser {
  firstName: string;
  lastName: string;
  emailId: string;
  password: string;
  country: string;
  contact: string;
  address: string;
}

let counter = 0;

/** A fresh user with a unique address on each call (domain picks staff or not). */
export function newUser(domain = 'example.com'): TestUser {
  counter += 1;
  return {
    firstName: 'Ayesha',
    lastName: 'Khan',
    emailId: `ayesha.${Date.now()}.${counter}@${domain}`,
    password: 'Urdu2026!pass',
    country: 'Pakistan',
    contact: '+923001234567',
    address: '12 Mall Road, Lahore',
  };
}

/** Registers through the API and confirms through the outbox link (for tests about later screens). */
export async function registerAndConfirm(server: RunningServer, user: TestUser): Promise<void> {
  const res = await fetch(`${server.url}/backend/tech_register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, organization: null }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const link = new URL(await waitForLink(server.dataDir, user.emailId, '/caccount'));
  const token = link.searchParams.get('token');
  const confirm = await fetch(`${server.url}/backend/confirm_user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!confirm.ok) throw new Error(`confirm failed: ${confirm.status} ${await confirm.text()}`);
}

/** Signs in through the sign-in screen and waits for the signed-in bar. */
export async function signIn(
  page: Page,
  server: RunningServer,
  email: string,
  password: string,
  lang: Language = 'en',
): Promise<void> {
  const t = words(lang);
  await page.goto(`${server.url}/loginpage`);
  await page.getByLabel(t('account:fields.email')).fill(email);
  await page.getByLabel(t('account:fields.password')).fill(password);
  await page.getByRole('button', { name: t('account:login.submit') }).click();
  await page.waitForURL(`${server.url}/`);
}
