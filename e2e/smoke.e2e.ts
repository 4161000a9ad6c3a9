import { expect, it } from 'vitest';
import { liveSuite } from './support/suite';

const live = liveSuite();

it('serves the web app and its health check', async () => {
  const page = await live.browser.newPage();
  await page.goto(`${live.server.url}/landingPage`);
  await expect(page.title()).resolves.toContain('Zuban');
  const health = await page.request.get(`${live.server.url}/healthz`);
  expect(health.status()).toBe(200);
});
