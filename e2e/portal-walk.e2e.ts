import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, registerAndConfirm, signIn } from './support/accounts';
import { launchBrowser } from './support/browser';
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
    expect(await row.textContent()).toMatch(/npm run zuban -- models fetch whisper-base/);
  });
});
