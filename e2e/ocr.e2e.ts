import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderUrduPdf } from '../engines/ocr/test-support/test-documents';
import { ErrorTally } from '../engines/ocr/training/error-rates';
import { FONTS } from '../engines/ocr/training/fonts';
import { renderLine } from '../engines/ocr/training/render-line';
import { LANGUAGES } from './support/languages';
import type { RunningServer } from './support/server';
import { alertAfter, type SignedIn, startSignedIn } from './support/signed-in';
import { words } from './support/words';

// The /urdu_ocr screen in Chromium with real Tesseract: a line rendered in Noto Nastaliq Urdu is
// uploaded, previewed, read back, and a new image clears the old output; a two-page PDF is read
// page by page and its searchable PDF downloaded (a screenshot of the screen is kept in
// $OCR_SCREENSHOT_DIR when set).

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

  it('reads the image aloud: OCR then TTS in one pipeline call, the audio played', async () => {
    await page.goto(`${server.url}/urdu_ocr`);
    await page
      .locator('#ocr-image')
      .setInputFiles({ name: 'aloud.png', mimeType: 'image/png', buffer: await renderPng('aloud.png') });
    await page.getByTestId('ocr-file-name').getByText('aloud.png').waitFor();
    const answered = page.waitForResponse((r) => r.url().endsWith('/v1/pipeline'), { timeout: 90_000 });
    await page.getByRole('button', { name: t('tools:ocr.readAloud') }).click();
    const pipeline = await answered;
    expect(pipeline.status()).toBe(200);
    const body = (await pipeline.json()) as {
      steps: Array<{ service: string; status: string; cost: number }>;
    };
    // Free from the browser, as the tools are: both steps ran, neither was charged.
    expect(body.steps).toMatchObject([
      { service: 'ocr', status: 'succeeded', cost: 0 },
      { service: 'tts', status: 'succeeded', cost: 0 },
    ]);
    const player = page.getByTestId('ocr-read-aloud-player');
    await player.waitFor();
    await expect
      .poll(() => player.evaluate((a: HTMLAudioElement) => a.duration), { timeout: 20_000 })
      .toBeGreaterThan(0.5);
    const shots = process.env.OCR_SCREENSHOT_DIR;
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: join(shots, `ocr-read-aloud-${lang}.png`), fullPage: true });
    }
  });

  it('reads a PDF page by page and offers the searchable PDF for download', async () => {
    const second = 'آج موسم بہت اچھا ہے';
    const pdf = await renderUrduPdf([[text], [second]]);
    await page.goto(`${server.url}/urdu_ocr`);
    await page
      .locator('#ocr-image')
      .setInputFiles({ name: 'book.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByTestId('ocr-file-name').getByText('book.pdf').waitFor();
    await page.getByRole('button', { name: t('tools:submit') }).click();
    const pageOne = page.getByLabel(t('tools:ocr.page', { page: 1, pages: 2 }));
    const pageTwo = page.getByLabel(t('tools:ocr.page', { page: 2, pages: 2 }));
    await expect.poll(() => pageTwo.inputValue().catch(() => ''), { timeout: 120_000 }).not.toBe('');
    const tally = new ErrorTally();
    tally.add(text, await pageOne.inputValue());
    tally.add(second, await pageTwo.inputValue());
    expect(tally.cer).toBeLessThan(0.3);

    const shots = process.env.OCR_SCREENSHOT_DIR;
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: join(shots, `ocr-pdf-${lang}.png`), fullPage: true });
    }
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('ocr-download-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe('book-searchable.pdf');
    const saved = join(dir, `searchable-${lang}.pdf`);
    await download.saveAs(saved);
    expect(execFileSync('pdfinfo', [saved], { encoding: 'utf8' })).toMatch(/^Pages:\s+2$/m);
    const extracted = execFileSync('pdftotext', [saved, '-'], { encoding: 'utf8' }).replace(
      /[\u202a-\u202e]/g,
      '',
    );
    expect(extracted).toContain((await pageTwo.inputValue()).split(' ')[0]);
  });
});
