import type { Browser, Page, ViewportSize } from 'playwright-core';
import { newUser, registerAndConfirm, signIn, type TestUser } from './accounts';
import { launchBrowser } from './browser';
import { type Language, useLanguage } from './languages';
import { type RunningServer, startServer } from './server';

/** A server, a browser and a page signed in as a fresh confirmed user: the start of most suites. */
export interface SignedIn {
  server: RunningServer;
  browser: Browser;
  page: Page;
  user: TestUser;
  close: () => Promise<void>;
}

export async function startSignedIn(
  opts: {
    env?: Record<string, string>;
    browserArgs?: readonly string[];
    viewport?: ViewportSize;
    /** The interface language (the `lang` cookie), English unless given. */
    lang?: Language;
  } = {},
): Promise<SignedIn> {
  const user = newUser();
  const server = await startServer(opts.env);
  const browser = await launchBrowser(opts.browserArgs);
  await registerAndConfirm(server, user);
  const page = await browser.newPage(opts.viewport ? { viewport: opts.viewport } : {});
  const lang = opts.lang ?? 'en';
  await useLanguage(page.context(), server, lang);
  await signIn(page, server, user.emailId, user.password, lang);
  return {
    server,
    browser,
    page,
    user,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

/** Runs `click` and returns the text of the window.alert it raises (accepted at once). */
export async function alertAfter(page: Page, click: () => Promise<void>): Promise<string> {
  let message = '';
  page.once('dialog', (d) => {
    message = d.message();
    void d.accept();
  });
  await click();
  return message;
}
