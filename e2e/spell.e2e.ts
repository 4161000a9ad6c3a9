import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './support/server';
import { alertAfter, type SignedIn, startSignedIn } from './support/signed-in';

// The interactive spell checker screen in a real browser (spec tools §2, §4, §9).

let signedIn: SignedIn;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  signedIn = await startSignedIn();
  ({ server, page } = signedIn);
});
afterAll(() => signedIn?.close());

describe('spell checker screen', () => {
  it('shows misspelt words red; a click opens the suggestions, choosing one turns the word black', async () => {
    await page.goto(`${server.url}/Spell_Checker`);
    await page.getByLabel('Input').fill('یہ کتاپ میری ہے');
    await page.getByRole('button', { name: 'Submit' }).click();
    const red = page.locator('[data-testid="spell-output"] .misspelt');
    await red.first().waitFor();
    expect(await red.count()).toBe(1);
    expect(await red.first().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 0, 0)');
    await red.first().click();
    const panel = page.getByTestId('spell-suggestions');
    await panel.getByRole('button', { name: 'کتاب' }).waitFor();
    expect(await panel.locator('ul').evaluate((el) => getComputedStyle(el).maxHeight)).toBe('150px');
    await panel.getByRole('button', { name: 'کتاب' }).click();
    const corrected = page.locator('[data-testid="spell-output"] .corrected');
    expect(await corrected.textContent()).toBe('کتاب');
    expect(await corrected.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
    expect(await red.count()).toBe(0);
    expect(await page.getByTestId('spell-output').textContent()).toBe('یہ کتاب میری ہے');
  });

  it('alerts with the spell checker wording over 3000 characters', async () => {
    await page.getByLabel('Input').fill('ا'.repeat(3001));
    const message = await alertAfter(page, () => page.getByRole('button', { name: 'Submit' }).click());
    expect(message).toBe('Length of text in the request is greater than the limit of 3000 characters');
  });
});
