/**
 * A multi-page TIFF of 8-bit grayscale images, uncompressed. Tesseract reads every page of a TIFF
 * given on stdin in one run and numbers its TSV rows by page, so several preparations of a line
 * are read for the price of one model load (~25 ms of the ~40 ms a one-line run costs).
 */
import type { GrayImage } from './gray-image';

const HEADER_BYTES = 8;
const ENTRY_BYTES = 12;
const SHORT = 3;
const LONG = 4;

/** Baseline TIFF tags for one uncompressed, single-strip, BlackIsZero grayscale page. */
function pageTags(image: GrayImage, stripOffset: number): Array<[tag: number, type: number, value: number]> {
  return [
    [256, LONG, image.width], // ImageWidth
    [257, LONG, image.height], // ImageLength
    [258, SHORT, 8], // BitsPerSample
    [259, SHORT, 1], // Compression: none
    [262, SHORT, 1], // PhotometricInterpretation: BlackIsZero
    [273, LONG, stripOffset], // StripOffsets
    [277, SHORT, 1], // SamplesPerPixel
    [278, LONG, image.height], // RowsPerStrip: the whole page is one strip
    [279, LONG, image.width * image.height], // StripByteCounts
  ];
}

export function encodeMultiPageTiff(pages: readonly GrayImage[]): Buffer {
  if (pages.length === 0) throw new Error('a TIFF needs at least one page');
  const tagCount = pageTags(pages[0] as GrayImage, 0).length;
  const ifdBytes = 2 + tagCount * ENTRY_BYTES + 4;
  const total = pages.reduce(
    (sum, page) => sum + ifdBytes + page.pixels.length + (page.pixels.length % 2),
    0,
  );
  const out = Buffer.alloc(HEADER_BYTES + total);
  out.write('II', 0, 'ascii'); // little-endian
  out.writeUInt16LE(42, 2);
  let at = HEADER_BYTES;
  out.writeUInt32LE(at, 4); // the first page's directory
  pages.forEach((page, index) => {
    const ifd = at;
    const pixels = ifd + ifdBytes;
    const tags = pageTags(page, pixels);
    out.writeUInt16LE(tags.length, ifd);
    tags.forEach(([tag, type, value], k) => {
      const entry = ifd + 2 + k * ENTRY_BYTES;
      out.writeUInt16LE(tag, entry);
      out.writeUInt16LE(type, entry + 2);
      out.writeUInt32LE(1, entry + 4);
      if (type === SHORT) out.writeUInt16LE(value, entry + 8);
      else out.writeUInt32LE(value, entry + 8);
    });
    // Word-aligned pages: the next directory must start on an even offset.
    at = pixels + page.pixels.length + (page.pixels.length % 2);
    out.writeUInt32LE(index === pages.length - 1 ? 0 : at, ifd + 2 + tags.length * ENTRY_BYTES);
    out.set(page.pixels, pixels);
  });
  return out;
}
