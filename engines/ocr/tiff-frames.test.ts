import { describe, expect, it } from 'vitest';
import type { GrayImage } from './gray-image';
import { encodeMultiPageTiff } from './tiff';
import { readTiffFrames } from './tiff-frames';

const page = (width: number, height: number): GrayImage => ({
  width,
  height,
  pixels: new Uint8Array(width * height).fill(200),
});

describe('readTiffFrames', () => {
  it('lists every page of a multi-page TIFF with its size', () => {
    const tiff = encodeMultiPageTiff([page(20, 10), page(30, 15), page(8, 8)]);
    expect(readTiffFrames(tiff, 50)).toEqual({
      ok: true,
      frames: [
        { width: 20, height: 10 },
        { width: 30, height: 15 },
        { width: 8, height: 8 },
      ],
    });
  });

  it('stops at one page past the limit (thousands of frames are not walked)', () => {
    const tiff = encodeMultiPageTiff(Array.from({ length: 60 }, () => page(1, 1)));
    expect(readTiffFrames(tiff, 50)).toMatchObject({ ok: false, problem: 'too_many' });
  });

  it('refuses a file cut inside a page and a directory chain that loops', () => {
    const tiff = encodeMultiPageTiff([page(20, 10), page(20, 10)]);
    expect(readTiffFrames(tiff.subarray(0, tiff.length - 50), 50)).toMatchObject({
      ok: false,
      problem: 'truncated',
    });
    // The first directory's "next" offset points back at itself.
    const loop = Buffer.from(encodeMultiPageTiff([page(4, 4)]));
    const first = loop.readUInt32LE(4);
    const count = loop.readUInt16LE(first);
    loop.writeUInt32LE(first, first + 2 + count * 12);
    expect(readTiffFrames(loop, 50)).toMatchObject({ ok: false, problem: 'corrupt' });
  });
});
