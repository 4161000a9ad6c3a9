import type { Page } from 'playwright-core';

/**
 * Counts the page's requests in flight, from now on. `waitQuiet()` resolves once none has been in
 * flight for `quietMs`: cheaper than Playwright's 'networkidle' (a fixed 500 ms) on a suite that
 * loads a page per route, and still waits for the data a page asks for after it renders.
 */
export function trackRequests(page: Page): {
  waitQuiet: (quietMs?: number, timeoutMs?: number) => Promise<void>;
} {
  let pending = 0;
  page.on('request', () => {
    pending += 1;
  });
  const done = () => {
    pending = Math.max(0, pending - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async waitQuiet(quietMs = 150, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      let quietSince = pending === 0 ? Date.now() : 0;
      while (Date.now() < deadline) {
        if (pending > 0) quietSince = 0;
        else if (!quietSince) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}
