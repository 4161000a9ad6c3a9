import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_WHISPER_BIN } from '@zuban/engines/asr';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticWhisperModel } from '../engines/asr/test-support/synthetic-model';
import { LANGUAGES, useLanguage } from './support/languages';
import type { RunningServer } from './support/server';
import { alertAfter, type SignedIn, startSignedIn } from './support/signed-in';
import { words } from './support/words';

// The TTS screens (real espeak-ng) and the realtime ASR screen (Chromium's fake microphone,
// whisper-cli with a random-weight model: the words are nonsense, the flow is real).

let signedIn: SignedIn;
let server: RunningServer;
let page: Page;
const model = join(mkdtempSync(join(tmpdir(), 'zuban-e2e-asr-')), 'ggml-mini.bin');

beforeAll(async () => {
  writeSyntheticWhisperModel(model, 'mini');
  signedIn = await startSignedIn({
    env: { ASR_MODEL: model, ASR_REALTIME_WORKERS: '1', ASR_THREADS: '1' },
    // A synthetic microphone (a beep) granted without a prompt.
    browserArgs: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  ({ server, page } = signedIn);
});
afterAll(() => signedIn?.close());

describe.each(LANGUAGES)('TTS screens in %s', (lang) => {
  const t = words(lang);
  beforeAll(() => useLanguage(page.context(), server, lang));

  it('alerts on empty and over-long text without a request', async () => {
    await page.goto(`${server.url}/utts`);
    await page.getByRole('heading', { name: t('tools:tts.urduTitle') }).waitFor();
    const speak = page.getByRole('button', { name: t('tools:submitLabels.Speak') });
    expect(await alertAfter(page, () => speak.click())).toBe(t('server:tool.ttsEmpty'));
    await page.getByLabel(t('tools:tts.text'), { exact: true }).fill('ا'.repeat(1001));
    expect(await alertAfter(page, () => speak.click())).toBe(t('server:tool.tooLong', { limit: 1000 }));
  });

  it('speaks into the player, free in the browser, and the selector moves between voices', async () => {
    await page.getByLabel(t('tools:tts.text'), { exact: true }).fill('پاکستان ایک خوبصورت ملک ہے');
    const volume = page.getByLabel(new RegExp(t('tools:tts.volume')));
    expect(await volume.inputValue()).toBe('140');
    await page.getByRole('button', { name: t('tools:submitLabels.Speak') }).click();
    await page.waitForFunction(() =>
      document.querySelector('audio')?.getAttribute('src')?.startsWith('blob:'),
    );
    const history = await page.request.post(`${server.url}/backend/history`, { data: {} });
    const jobs = (await history.json()) as { serviceId: string; cost: number; channel: string }[];
    expect(jobs[0]).toMatchObject({ serviceId: 'tts', cost: 0, channel: 'web' });
    await page.getByLabel(t('tools:tts.voice'), { exact: true }).selectOption('/male_tts');
    await page.waitForURL(`${server.url}/male_tts`);
    // The URL changes before React renders the new voice's page: wait for its default.
    await expect.poll(() => volume.inputValue()).toBe('100');
  });
});

describe.skipIf(!existsSync(DEFAULT_WHISPER_BIN))('ASR screen', () => {
  beforeAll(() => useLanguage(page.context(), server, 'en'));
  it('shows the free slots, records from the microphone, and goes idle -> recording -> stopped', async () => {
    await page.goto(`${server.url}/asr`);
    await page.getByText('Currently available slots: 1').waitFor();
    const start = page.getByRole('button', { name: 'Start' });
    const stop = page.getByRole('button', { name: 'Stop' });
    const clear = page.getByRole('button', { name: 'Clear' });
    expect(await stop.isDisabled()).toBe(true);
    expect(await clear.isDisabled()).toBe(true);
    await start.click();
    expect(await start.isDisabled()).toBe(true);
    await page.getByText('Currently available slots: 0').waitFor();
    await page.waitForTimeout(2500); // two 1-second chunks
    await stop.click();
    expect(await clear.isEnabled()).toBe(true);
    await page.getByText('Currently available slots: 1').waitFor({ timeout: 30_000 });
    await clear.click();
    expect(await page.getByLabel('Transcription').inputValue()).toBe('');
    const history = await page.request.post(`${server.url}/backend/history`, { data: {} });
    const jobs = (await history.json()) as { serviceId: string; cost: number; channel: string }[];
    expect(jobs[0]).toMatchObject({ serviceId: 'asr', cost: 0, channel: 'web' });
  });
});
