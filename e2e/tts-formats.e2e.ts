import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, useLanguage } from './support/languages';
import type { RunningServer } from './support/server';
import { type SignedIn, startSignedIn } from './support/signed-in';
import { words } from './support/words';

// #31 item 5: the TTS screen asks for WAV, MP3 or Ogg Opus and offers the file for download
// (real espeak-ng and ffmpeg). A screenshot of the screen is kept in $TTS_SCREENSHOT_DIR when set.

let signedIn: SignedIn;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  signedIn = await startSignedIn();
  ({ server, page } = signedIn);
});
afterAll(() => signedIn?.close());

/** Clicks the download link as a person would and returns the first bytes of the saved file. */
async function downloadHead(p: Page): Promise<{ name: string; head: number[] }> {
  const [download] = await Promise.all([p.waitForEvent('download'), p.getByTestId('tts-download').click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), head: Array.from(readFileSync(path).subarray(0, 4)) };
}

const magic = {
  wav: (b: number[]) => String.fromCharCode(...b) === 'RIFF',
  mp3: (b: number[]) =>
    String.fromCharCode(...b.slice(0, 3)) === 'ID3' || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
  ogg: (b: number[]) => String.fromCharCode(...b) === 'OggS',
} as const;

describe.each(LANGUAGES)('TTS file formats in %s', (lang) => {
  const t = words(lang);
  beforeAll(() => useLanguage(page.context(), server, lang));

  it('speaks in each format and offers that file for download', async () => {
    await page.goto(`${server.url}/utts`);
    await page.getByRole('heading', { name: t('tools:tts.urduTitle') }).waitFor();
    await page.getByLabel(t('tools:tts.text'), { exact: true }).fill('آج موسم بہت خوشگوار ہے۔');
    for (const format of ['mp3', 'ogg', 'wav'] as const) {
      await page.getByLabel(t('tools:tts.format'), { exact: true }).selectOption(format);
      await page.getByRole('button', { name: t('tools:submitLabels.Speak') }).click();
      const link = page.getByTestId('tts-download');
      await expect.poll(() => link.getAttribute('download'), { timeout: 60_000 }).toBe(`speech.${format}`);
      expect(await link.textContent()).toBe(
        t('tools:tts.download', { format: t(`tools:tts.formats.${format}`) }),
      );
      const saved = await downloadHead(page);
      expect(saved.name).toBe(`speech.${format}`);
      expect(magic[format](saved.head), format).toBe(true);
      const shots = process.env.TTS_SCREENSHOT_DIR;
      if (shots && format === 'mp3') {
        await page.screenshot({ path: join(shots, `tts-formats-${lang}.png`), fullPage: true });
      }
    }
    const history = await page.request.post(`${server.url}/backend/history`, { data: {} });
    const jobs = (await history.json()) as { serviceId: string; cost: number }[];
    expect(jobs.slice(0, 3).every((j) => j.serviceId === 'tts' && j.cost === 0)).toBe(true);
  });
});
