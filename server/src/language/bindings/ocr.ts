import { ocr } from '@zuban/contract/services/ocr';
import {
  checkOcrEngine,
  OCR_LIMITS,
  OcrInputError,
  type OcrOptions,
  recognize,
  validateImage,
} from '@zuban/engines/ocr';
import { registerEngineProbe } from '../../health/engine-status';
import { AppError } from '../../http/app-error';
import { type BoundService, bindService } from '../binding';

registerEngineProbe(async () => ({ name: 'ocr', ...(await checkOcrEngine()) }));

/** The image field is base64, optionally a data URL; the catalogue's schema already checked its alphabet. */
export function decodeImageField(image: string): Buffer {
  const comma = image.startsWith('data:') ? image.indexOf(',') : -1;
  return Buffer.from(comma >= 0 ? image.slice(comma + 1) : image, 'base64');
}

function toAppError(error: OcrInputError): AppError {
  const status = error.code === 'ocr_image_too_large' ? 413 : 400;
  return new AppError(status, error.code, error.message);
}

function optionsOf(input: { dpi_val: number; performance: number; fontsize: number }): OcrOptions {
  const { dpi_val: dpi, performance, fontsize } = input;
  if ((dpi !== 150 && dpi !== 300) || (performance !== 0 && performance !== 1)) {
    throw new AppError(400, 'ocr_option_invalid', 'dpi_val must be 150 or 300 and performance 0 or 1.');
  }
  return { dpi, performance, fontsize };
}

const bound = bindService(ocr, async (input, { signal }) => {
  try {
    // The deadline's signal: lines still waiting for a slot are dropped once nobody waits for them.
    return { response: await recognize(decodeImageField(input.image), optionsOf(input), undefined, signal) };
  } catch (error) {
    if (error instanceof OcrInputError) throw toAppError(error);
    throw error;
  }
});

/**
 * Besides the catalogue's field checks, the image bytes are checked here, at validation time:
 * the type by its magic bytes, the byte size, and the pixel size from the header (a decompression
 * bomb is refused unread), so a bad image is answered 4xx with nothing charged and no job written.
 */
export const ocrBinding: BoundService = {
  declaration: bound.declaration,
  // The largest image the engine takes, as base64 (4/3), with room for a data-URL prefix and the JSON.
  bodyLimitBytes: Math.ceil((OCR_LIMITS.maxBytes * 4) / 3) + 64 * 1024,
  prepare(body) {
    const call = bound.prepare(body); // the catalogue's checks and messages first
    const parsed = ocr.input.safeParse(body);
    if (parsed.success) {
      try {
        validateImage(decodeImageField(parsed.data.image));
      } catch (error) {
        if (error instanceof OcrInputError) throw toAppError(error);
        throw error;
      }
    }
    return call;
  },
};
