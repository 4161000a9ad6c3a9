import type { GrayImage } from './gray-image';

/**
 * Shrinks by area averaging so the image is at most `maxHeight` rows high. Tesseract scales each
 * line to 48 px for its network anyway; handing it a smaller line saves decoding and scaling time.
 */
export function shrinkToHeight(image: GrayImage, maxHeight: number): GrayImage {
  if (image.height <= maxHeight) return image;
  const scale = maxHeight / image.height;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = maxHeight;
  const pixels = new Uint8Array(width * height);
  const xStep = image.width / width;
  const yStep = image.height / height;
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.floor(y * yStep);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * yStep));
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.floor(x * xStep);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * xStep));
      let sum = 0;
      for (let sy = y0; sy < y1; sy += 1) {
        const row = sy * image.width;
        for (let sx = x0; sx < x1; sx += 1) sum += image.pixels[row + sx] as number;
      }
      pixels[y * width + x] = Math.round(sum / ((y1 - y0) * (x1 - x0)));
    }
  }
  return { width, height, pixels };
}

/** Light text on a dark ground is turned into dark on light, which is what Tesseract expects. */
export function darkOnLight(image: GrayImage): GrayImage {
  let sum = 0;
  for (const value of image.pixels) sum += value;
  if (sum / image.pixels.length >= 110) return image;
  return { ...image, pixels: image.pixels.map((v) => 255 - v) };
}
