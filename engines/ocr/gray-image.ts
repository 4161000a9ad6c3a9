/** An 8-bit grayscale image (0 = black) and its binary PGM encoding, which Tesseract reads. */
export interface GrayImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function parsePgm(data: Buffer): GrayImage {
  // P5 header: magic, width, height, maxval, each separated by whitespace (comments are not used).
  const fields: string[] = [];
  let at = 0;
  while (fields.length < 4 && at < data.length) {
    while (at < data.length && /\s/.test(String.fromCharCode(data[at] as number))) at += 1;
    let token = '';
    while (at < data.length && !/\s/.test(String.fromCharCode(data[at] as number))) {
      token += String.fromCharCode(data[at] as number);
      at += 1;
    }
    fields.push(token);
  }
  at += 1; // the single whitespace byte after maxval
  const [magic, w, h, max] = fields;
  const width = Number(w);
  const height = Number(h);
  if (magic !== 'P5' || max !== '255' || !(width > 0) || !(height > 0)) throw new Error('not an 8-bit PGM');
  const pixels = data.subarray(at, at + width * height);
  if (pixels.length !== width * height) throw new Error('PGM data cut short');
  return { width, height, pixels };
}

export function encodePgm(image: GrayImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'ascii');
  return Buffer.concat([
    header,
    Buffer.from(image.pixels.buffer, image.pixels.byteOffset, image.pixels.length),
  ]);
}

/** Rows top..bottom (exclusive) of the image, full width. */
export function cropRows(image: GrayImage, top: number, bottom: number): GrayImage {
  const t = Math.max(0, top);
  const b = Math.min(image.height, bottom);
  return {
    width: image.width,
    height: b - t,
    pixels: image.pixels.subarray(t * image.width, b * image.width),
  };
}
