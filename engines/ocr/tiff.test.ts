import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { GrayImage } from './gray-image';
import { CONVERT } from './imagemagick';
import { encodeMultiPageTiff } from './tiff';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'tiff-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function pattern(width: number, height: number): GrayImage {
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 37 + width) % 256;
  return { width, height, pixels };
}

describe('encodeMultiPageTiff', () => {
  it('writes pages that ImageMagick (an independent decoder) reads back pixel for pixel', async () => {
    // Odd pixel counts test the padding that keeps each page's directory word-aligned.
    const pages = [pattern(5, 3), pattern(8, 4), pattern(1, 1)];
    const file = join(dir, 'pages.tif');
    writeFileSync(file, encodeMultiPageTiff(pages));
    const { stdout } = await run(CONVERT, [file, '-format', '%w %h\n', 'info:'], { encoding: 'utf8' });
    expect(stdout.trim().split('\n')).toEqual(['5 3', '8 4', '1 1']);
    for (const [index, page] of pages.entries()) {
      const { stdout: raw } = await run(CONVERT, [`${file}[${index}]`, '-depth', '8', 'gray:-'], {
        encoding: 'buffer',
      });
      expect([...raw]).toEqual([...page.pixels]);
    }
  });

  it('refuses an empty page list', () => {
    expect(() => encodeMultiPageTiff([])).toThrow(/at least one page/);
  });
});
