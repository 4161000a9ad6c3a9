import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newUser, registerAndConfirm, signIn } from './support/accounts';
import { LANGUAGES, useLanguage } from './support/languages';
import { liveSuite } from './support/suite';
import { words } from './support/words';

// The low-balance mail's field on /user_info (issue #32 item 4), in each interface language: saved,
// kept across a reload, refused when it is not an amount. The mail itself: server/src/alerts tests.

const live = liveSuite();

describe.each(LANGUAGES)('low-balance mail on the profile page (%s)', (lang) => {
  const t = words(lang);
  let context: BrowserContext;
  let page: Page;
  afterAll(() => context?.close());

  it('saves a threshold, says the balance is already below it, keeps it, and refuses a negative one', async () => {
    const user = newUser();
    await registerAndConfirm(live.server, user);
    context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await useLanguage(context, live.server, lang);
    page = await context.newPage();
    await signIn(page, live.server, user.emailId, user.password, lang);
    await page.goto(`${live.server.url}/user_info`);
    const card = page.getByTestId('low-balance');
    const field = card.getByLabel(t('account:lowBalance.label'));
    await field.waitFor();
    await expect(field.inputValue()).resolves.toBe('');

    await field.fill('250');
    await card.getByRole('button', { name: t('account:lowBalance.save') }).click();
    await card.getByText(t('account:lowBalance.saved')).waitFor();
    // A new account has no balance: it is already at or below 250, so the next mail waits for a rise.
    await card.getByText(t('account:lowBalance.waiting')).waitFor();
    if (process.env.LOW_BALANCE_SHOT) {
      await page.screenshot({ path: `${process.env.LOW_BALANCE_SHOT}-${lang}.png`, fullPage: true });
    }

    await page.reload();
    await field.waitFor();
    await expect.poll(() => field.inputValue()).toBe('250');

    await field.fill('-5');
    await card.getByRole('button', { name: t('account:lowBalance.save') }).click();
    await expect(card.getByRole('alert').innerText()).resolves.toBe(t('account:lowBalance.invalid'));
    await field.fill('');
    await card.getByRole('button', { name: t('account:lowBalance.save') }).click();
    await card.getByText(t('account:lowBalance.saved')).waitFor();
    await expect(card.getByText(t('account:lowBalance.waiting')).count()).resolves.toBe(0);
  });
});
