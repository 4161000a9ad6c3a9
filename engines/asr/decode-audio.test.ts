import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeToWav, isWav } from './decode-audio';
import { AsrError } from './errors';

const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'zuban-decode-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A one-second tone in `ext`, made by ffmpeg itself. */
function tone(ext: string, codec: string[] = []): Buffer {
  const out = join(dir, `tone.${ext}`);
  const args = [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=1',
    ...codec,
    '-y',
    out,
  ];
  expect(spawnSync('ffmpeg', args).status).toBe(0);
  return readFileSync(out);
}

describe.skipIf(!hasFfmpeg)('decodeToWav (ffmpeg)', () => {
  it.each([
    ['mp3', []],
    ['ogg', []],
    ['m4a', ['-c:a', 'aac']],
    ['webm', ['-c:a', 'libopus']],
    ['flac', []],
  ])('reads %s as 16 kHz mono WAV', async (ext, codec) => {
    const wav = await decodeToWav(tone(ext, codec));
    expect(isWav(wav)).toBe(true);
    expect(wav.readUInt32LE(24)).toBe(16_000);
    expect(wav.readUInt16LE(22)).toBe(1);
  });

  it('refuses a playlist that names a file on the server (audio_not_decodable), reading nothing', async () => {
    const local = join(dir, 'secret.wav');
    spawnSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=duration=1', '-y', local]);
    const playlists = [
      `#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:1.0,\n${local}\n#EXT-X-ENDLIST\n`,
      `ffconcat version 1.0\nfile '${local}'\n`,
    ];
    for (const text of playlists) {
      const error = await decodeToWav(Buffer.from(text)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AsrError);
      expect((error as AsrError).code).toBe('audio_not_decodable');
    }
  });
});
