import { describe, expect, it } from 'vitest';
import { readImageHeader, sniffImageKind } from './image-header';
import { pngHeader } from './test-support/png-header';

function jpeg(width: number, height: number): Uint8Array {
  // SOI, an APP0 segment to skip, then SOF0 with the frame size.
  const app0 = [0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46];
  const sof = [
    0xff,
    0xc0,
    0x00,
    0x0b,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    0x01,
    0,
    0,
    0,
  ];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof]);
}

function bmp(width: number, height: number): Uint8Array {
  const b = Buffer.alloc(54);
  b.write('BM', 0, 'ascii');
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(width, 18);
  b.writeInt32LE(-height, 22); // top-down
  return b;
}

function tiff(width: number, height: number): Uint8Array {
  const b = Buffer.alloc(8 + 2 + 2 * 12);
  b.write('II', 0, 'ascii');
  b.writeUInt16LE(42, 2);
  b.writeUInt32LE(8, 4);
  b.writeUInt16LE(2, 8);
  b.writeUInt16LE(256, 10); // ImageWidth, LONG
  b.writeUInt16LE(4, 12);
  b.writeUInt32LE(1, 14);
  b.writeUInt32LE(width, 18);
  b.writeUInt16LE(257, 22); // ImageLength, SHORT
  b.writeUInt16LE(3, 24);
  b.writeUInt32LE(1, 26);
  b.writeUInt16LE(height, 30);
  return b;
}

describe('readImageHeader', () => {
  it('reads the size of each accepted format from its header', () => {
    expect(readImageHeader(pngHeader(640, 120, 33))).toEqual({ kind: 'png', width: 640, height: 120 });
    expect(readImageHeader(jpeg(1200, 300))).toEqual({ kind: 'jpeg', width: 1200, height: 300 });
    expect(readImageHeader(bmp(800, 90))).toEqual({ kind: 'bmp', width: 800, height: 90 });
    expect(readImageHeader(tiff(2480, 3508))).toEqual({ kind: 'tiff', width: 2480, height: 3508 });
  });

  it('refuses other types and cut-short headers', () => {
    expect(sniffImageKind(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffImageKind(Buffer.from('<svg xmlns=""/>'))).toBeNull();
    expect(readImageHeader(pngHeader(10, 10, 33).subarray(0, 20))).toBeNull();
    expect(readImageHeader(jpeg(10, 10).subarray(0, 12))).toBeNull();
    expect(readImageHeader(Buffer.from([0x42, 0x4d, 0, 0]))).toBeNull();
  });
});
