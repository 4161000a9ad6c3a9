import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorTally } from '../engines/ocr/error-rates';
import { FONTS } from '../engines/ocr/training/fonts';
import { renderLine } from '../engines/ocr/training/render-line';
import { LANGUAGES } from './support/languages';
import type { RunningServer } from './support/server';
import { alertAfter, type SignedIn, startSignedIn } from './support/signed-in';
import { words } from './support/words';

// The /urdu_ocr screen in Chromium with real Tesseract: a line rendered in Noto Nastaliq Urdu is
// uploaded, previewed, read back, and a new image clears the old output.

let signedIn: SignedIn;
let server: RunningServer;
let page: Page;
const text = 'پاکستان کا دارالحکومت اسلام آباد ہے';
const dir = mkdtempSync(join(tmpdir(), 'zuban-ocr-e2e-'));

async function renderPng(name: string): Promise<Buffer> {
  const font = FONTS.find((f) => f.id === 'noto-nastaliq');
  if (!font) throw new Error('font table lost Noto Nastaliq Urdu');
  const path = join(dir, name);
  await renderLine({ text, font, pointSize: 20, dpi: 300, degradation: null }, path);
  return readFileSync(path);
}

describe.each(LANGUAGES)('OCR screen in %s', (lang) => {
  const t = words(lang);
  beforeAll(async () => {
    signedIn = await startSignedIn({ lang });
    ({ server, page } = signedIn);
  });
  afterAll(() => signedIn?.close());

  it('alerts without an image, then reads an uploaded Nastaliq line for free', async () => {
    await page.goto(`${server.url}/urdu_ocr`);
    await page.getByText(t('tools:ocr.noImage')).waitFor();
    expect(await alertAfter(page, () => page.getByRole('button', { name: t('tools:submit') }).click())).toBe(
      t('server:tool.noImage'),
    );

    await page
      .locator('#ocr-image')
      .setInputFiles({ name: 'line.png', mimeType: 'image/png', buffer: await renderPng('line.png') });
    await page.getByTestId('ocr-file-name').getByText('line.png').waitFor();
    await page.getByAltText(t('tools:ocr.preview', { name: 'line.png' })).waitFor();
    await page.getByRole('button', { name: t('tools:submit') }).click();
    const output = page.getByLabel(t('tools:output'));
    await expect.poll(() => output.inputValue(), { timeout: 60_000 }).not.toBe('');
    const tally = new ErrorTally();
    tally.add(text, await output.inputValue());
    expect(tally.cer).toBeLessThan(0.3);

    const history = await page.request.post(`${server.url}/backend/history`, {
      data: {},
      headers: { origin: server.url },
    });
    expect((await history.json())[0]).toMatchObject({ serviceId: 'ocr', cost: 0 });

    // A new image clears the previous output.
    await page
      .locator('#ocr-image')
      .setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: await renderPng('second.png') });
    await expect.poll(() => output.inputValue()).toBe('');
  });
});
