import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_WHISPER_BIN } from '@zuban/engines/asr';
import type { Page } from 'playwright-core';
import { type NodeCue, parseSync } from 'subtitle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticWhisperModel } from '../engines/asr/test-support/synthetic-model';
import type { RunningServer } from './support/server';
import { type SignedIn, startSignedIn } from './support/signed-in';

// #31 item 4: a recording transcribed on the ASR screen as SubRip or WebVTT captions and
// downloaded (whisper-cli with a random-weight model: nonsense words, real times). A screenshot is
// kept in $ASR_SCREENSHOT_DIR when set.
const dir = mkdtempSync(join(tmpdir(), 'zuban-e2e-captions-'));
const model = join(dir, 'ggml-mini.bin');
const recording = join(dir, 'interview.wav');
let signedIn: SignedIn;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  writeSyntheticWhisperModel(model, 'mini');
  execFileSync('espeak-ng', [
    '-v',
    'ur',
    '-w',
    recording,
    'پاکستان ایک خوبصورت ملک ہے۔ لاہور ایک بڑا شہر ہے۔',
  ]);
  signedIn = await startSignedIn({ env: { ASR_MODEL: model, ASR_THREADS: '1' } });
  ({ server, page } = signedIn);
});
afterAll(() => signedIn?.close());

describe.skipIf(!existsSync(DEFAULT_WHISPER_BIN))('ASR captions on the screen', () => {
  it('transcribes a WAV as SRT and VTT and downloads files a subtitle parser reads', async () => {
    await page.goto(`${server.url}/asr`);
    await page.getByRole('heading', { name: 'Transcribe a recording' }).waitFor();
    await page.getByLabel('WAV file').setInputFiles(recording);
    for (const [format, label] of [
      ['srt', 'SubRip captions (SRT)'],
      ['vtt', 'WebVTT captions (VTT)'],
    ] as const) {
      await page.getByLabel('Answer as').selectOption(format);
      await page.getByRole('button', { name: 'Transcribe' }).click();
      const link = page.getByTestId('asr-captions-download');
      await link.waitFor({ timeout: 60_000 });
      await expect.poll(() => link.getAttribute('download'), { timeout: 60_000 }).toBe(`interview.${format}`);
      expect(await page.getByLabel(label).inputValue()).toMatch(format === 'vtt' ? /^WEBVTT/ : /^1\n/);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const cues = parseSync(readFileSync(await download.path(), 'utf8')).filter(
        (n): n is NodeCue => n.type === 'cue',
      );
      expect(cues.length).toBeGreaterThan(0);
      for (const c of cues) expect(c.data.end).toBeGreaterThanOrEqual(c.data.start);
      const shots = process.env.ASR_SCREENSHOT_DIR;
      if (shots && format === 'srt')
        await page.screenshot({ path: join(shots, 'asr-captions-en.png'), fullPage: true });
    }
  });
});
