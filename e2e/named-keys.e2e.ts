import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newUser, registerAndConfirm, signIn } from './support/accounts';
import { LANGUAGES, useLanguage } from './support/languages';
import { liveSuite } from './support/suite';
import { words } from './support/words';

// The named-keys card on /access_token (issue #32 item 3), in each interface language: a key is
// made with a cap and one service, its secret shown once and accepted by the API as Bearer, listed,
// and revoked. Caps, services and revocation themselves: server/src/keys tests.

const live = liveSuite();

describe.each(LANGUAGES)('named keys on the access token page (%s)', (lang) => {
  const t = words(lang);
  let context: BrowserContext;
  let page: Page;
  afterAll(() => context?.close());

  it('makes a key, shows its secret once, lists it and revokes it', async () => {
    const user = newUser();
    await registerAndConfirm(live.server, user);
    context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await useLanguage(context, live.server, lang);
    page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, live.server, user.emailId, user.password, lang);
    await page.goto(`${live.server.url}/access_token`);
    const card = page.getByTestId('named-keys');
    await card.getByText(t('account:keys.empty')).waitFor();

    await card.getByTestId('named-key-name').fill('Android app');
    await card.getByTestId('named-key-cap').fill('50');
    await card.getByRole('checkbox').first().check();
    await card.getByTestId('named-key-create').click();
    const secretBox = card.getByTestId('named-key-secret');
    await secretBox.waitFor();
    const secret = await secretBox.inputValue();
    expect(secret).toMatch(/^zk_/);
    const row = card.getByRole('row').filter({ hasText: 'Android app' });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain(secret.slice(-4));
    if (process.env.NAMED_KEYS_SHOT) {
      // Tall enough that nothing scrolls: the sticky menu bar stays above the card in the picture.
      await page.setViewportSize({ width: 1280, height: 2400 });
      await card.screenshot({ path: `${process.env.NAMED_KEYS_SHOT}-${lang}.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // The key is a credential of the API at once.
    const keys = await fetch(`${live.server.url}/backend/usage`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(keys.status).toBe(200);

    await row.getByRole('button', { name: t('account:keys.revoke') }).click();
    await card.getByText(t('account:keys.revoked')).waitFor();
    await expect(row.innerText()).resolves.toContain(t('account:keys.status.revoked'));
    const after = await fetch(`${live.server.url}/backend/usage`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(after.status).toBe(401);
    await expect(after.json()).resolves.toMatchObject({ code: 'api_key_revoked' });
    // A reload shows no secret any more.
    await page.reload();
    await row.waitFor();
    await expect(card.getByTestId('named-key-secret').count()).resolves.toBe(0);
  });
});
