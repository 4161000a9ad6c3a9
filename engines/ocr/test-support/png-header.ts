/**
 * The start of a PNG that claims `width` x `height`: signature and IHDR size fields, then zeros up to
 * `length` bytes. Enough for the header checks (size limits, decompression bombs); no decoder can
 * read it as an image.
 */
export function pngHeader(width: number, height: number, length = 64): Buffer {
  const b = Buffer.alloc(length, 0);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'ascii');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}
