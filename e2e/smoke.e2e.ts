import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('serves the web app and its health check', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/landingPage`);
  await expect(page.title()).resolves.toContain('Zuban');
  const health = await page.request.get(`${server.url}/healthz`);
  expect(health.status()).toBe(200);
});
