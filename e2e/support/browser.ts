import { type Browser, chromium } from 'playwright-core';

// Debian's Chromium; the flags keep it off the closed network. Playwright gives each launch a fresh
// temporary profile itself. `extraArgs` adds flags a suite needs (a fake microphone, say).
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}
