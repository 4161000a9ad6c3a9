/**
 * Reads an image's type and pixel size from its first bytes, without decoding it, so that a
 * decompression bomb is refused before any decoder sees it. Supports exactly the formats the
 * OCR service accepts: JPEG, BMP, PNG and TIFF.
 */
export type ImageKind = 'jpeg' | 'bmp' | 'png' | 'tiff';

export interface ImageHeader {
  kind: ImageKind;
  width: number;
  height: number;
}

/** The type named by the magic bytes, or null when it is none of the accepted ones. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) {
    return b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a ? 'png' : null;
  }
  if (b.length >= 2 && b[0] === 0x42 && b[1] === 0x4d) return 'bmp';
  if (b.length >= 4) {
    const little = b[0] === 0x49 && b[1] === 0x49 && b[2] === 0x2a && b[3] === 0x00;
    const big = b[0] === 0x4d && b[1] === 0x4d && b[2] === 0x00 && b[3] === 0x2a;
    if (little || big) return 'tiff';
  }
  return null;
}

/** Type and size, or null when the header is missing, cut short or malformed. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const kind = sniffImageKind(bytes);
  if (kind === null) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size =
    kind === 'png'
      ? pngSize(view)
      : kind === 'jpeg'
        ? jpegSize(view)
        : kind === 'bmp'
          ? bmpSize(view)
          : tiffSize(view);
  if (size === null || size.width <= 0 || size.height <= 0) return null;
  return { kind, ...size };
}

interface Size {
  width: number;
  height: number;
}

function pngSize(view: DataView): Size | null {
  // Signature (8), chunk length (4), "IHDR" (4), then width and height, big-endian.
  if (view.byteLength < 24 || view.getUint32(12) !== 0x49484452) return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function jpegSize(view: DataView): Size | null {
  let at = 2;
  while (at + 4 <= view.byteLength) {
    if (view.getUint8(at) !== 0xff) return null;
    const marker = view.getUint8(at + 1);
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    const length = view.getUint16(at + 2);
    if (length < 2) return null;
    // SOF0-SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > view.byteLength) return null;
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data before any frame header
    at += 2 + length;
  }
  return null;
}

function bmpSize(view: DataView): Size | null {
  if (view.byteLength < 26) return null;
  const dibSize = view.getUint32(14, true);
  if (dibSize === 12) {
    return { width: view.getUint16(18, true), height: view.getUint16(20, true) };
  }
  if (view.byteLength < 26 || dibSize < 40) return null;
  // Height is negative for top-down bitmaps.
  return { width: view.getInt32(18, true), height: Math.abs(view.getInt32(22, true)) };
}

const TIFF_IMAGE_WIDTH = 256;
const TIFF_IMAGE_LENGTH = 257;

function tiffSize(view: DataView): Size | null {
  if (view.byteLength < 8) return null;
  const little = view.getUint8(0) === 0x49;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > view.byteLength) return null;
  const count = view.getUint16(ifd, little);
  let width = 0;
  let height = 0;
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > view.byteLength) return null;
    const tag = view.getUint16(entry, little);
    const type = view.getUint16(entry + 2, little);
    // SHORT (3) or LONG (4) values sit in the entry itself.
    const value = type === 3 ? view.getUint16(entry + 8, little) : view.getUint32(entry + 8, little);
    if (tag === TIFF_IMAGE_WIDTH) width = value;
    if (tag === TIFF_IMAGE_LENGTH) height = value;
  }
  return width > 0 && height > 0 ? { width, height } : null;
}
