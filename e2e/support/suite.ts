import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

/** What a browser suite runs against: a real server and Debian's Chromium. */
export interface LiveSuite {
  server: RunningServer;
  browser: Browser;
}

/**
 * Starts a server and a browser before the file's tests and stops both after them; read them as
 * `live.server` and `live.browser` inside tests (they are set once beforeAll has run).
 */
export function liveSuite(env: Record<string, string> = {}): LiveSuite {
  const live = {} as LiveSuite;
  beforeAll(async () => {
    live.server = await startServer(env);
    live.browser = await launchBrowser();
  });
  afterAll(async () => {
    await live.browser?.close();
    await live.server?.stop();
  });
  return live;
}
