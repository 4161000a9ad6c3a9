import { OcrInputError } from './errors';
import { type ImageHeader, readImageHeader, sniffImageKind } from './image-header';
import { OCR_LIMITS, type OcrOptions } from './limits';

/** Checks type (by magic bytes), byte size and pixel size before anything decodes the image. */
export function validateImage(image: Uint8Array): ImageHeader {
  if (image.length === 0) throw new OcrInputError('ocr_image_empty', 'The image is empty.');
  if (image.length > OCR_LIMITS.maxBytes) {
    throw new OcrInputError(
      'ocr_image_too_large',
      `The image is larger than ${OCR_LIMITS.maxBytes / 1024 / 1024} MB.`,
    );
  }
  if (sniffImageKind(image) === null) {
    throw new OcrInputError('ocr_image_type', 'The image must be a JPEG, BMP, PNG or TIFF file, or a PDF.');
  }
  const header = readImageHeader(image);
  if (header === null) throw new OcrInputError('ocr_image_corrupt', 'The image header cannot be read.');
  const { width, height } = header;
  if (width > OCR_LIMITS.maxSide || height > OCR_LIMITS.maxSide || width * height > OCR_LIMITS.maxPixels) {
    throw new OcrInputError(
      'ocr_image_too_many_pixels',
      `The image is ${width}x${height} pixels; the limit is ${OCR_LIMITS.maxPixels / 1e6} megapixels and ${OCR_LIMITS.maxSide} pixels a side.`,
    );
  }
  if (width < OCR_LIMITS.minSide || height < OCR_LIMITS.minSide) {
    throw new OcrInputError('ocr_image_too_small', `The image is only ${width}x${height} pixels.`);
  }
  return header;
}

export function validateOptions(options: OcrOptions): void {
  const { dpi, performance, fontsize } = options;
  if (!(OCR_LIMITS.dpis as readonly number[]).includes(dpi)) {
    throw new OcrInputError('ocr_option_invalid', 'dpi_val must be 150 or 300.');
  }
  if (performance !== 0 && performance !== 1) {
    throw new OcrInputError('ocr_option_invalid', 'performance must be 0 (accurate) or 1 (fast).');
  }
  // The font size is only a hint (expected text height), so any whole size in range is taken.
  const { fontSizeMin: min, fontSizeMax: max } = OCR_LIMITS;
  if (!Number.isInteger(fontsize) || fontsize < min || fontsize > max) {
    throw new OcrInputError('ocr_option_invalid', `fontsize must be a whole number from ${min} to ${max}.`);
  }
}
