import { ocr } from '@zuban/contract/services/ocr';
import { checkOcrEngine, OCR_LIMITS, recognize, validateImage } from '@zuban/engines/ocr';
import type { EngineProbe } from '../../health/engine-status';
import { bindService } from '../binding';

/** /healthz: tesseract and its Urdu models are installed. */
export const ocrEngineProbe: EngineProbe = async () => ({ name: 'ocr', ...(await checkOcrEngine()) });

/** The image field is base64, optionally a data URL; the catalogue's schema already checked its alphabet. */
export function decodeImageField(image: string): Buffer {
  const comma = image.startsWith('data:') ? image.indexOf(',') : -1;
  return Buffer.from(comma >= 0 ? image.slice(comma + 1) : image, 'base64');
}

/**
 * The catalogue's schema checks the fields (dpi_val 150/300, performance 0/1, fontsize); `validate`
 * checks the image bytes before anything is charged: the type by its magic bytes, the byte size,
 * and the pixel size from the header (a decompression bomb is refused unread). The engine's input
 * errors become 4xx in one place (engine-failure.ts).
 */
export const ocrBinding = bindService(
  ocr,
  async ({ image, dpi_val: dpi, performance, fontsize }, { ctx, signal, progress }) => ({
    // The deadline's signal: lines still waiting for a slot are dropped once nobody waits for them.
    // Lines read are the call's progress (the tool screen polls it).
    response: await recognize(
      decodeImageField(image),
      { dpi, performance, fontsize },
      {
        signal,
        onLine: (done, total) => progress?.(done, total, 'lines'),
        concurrency: ctx.config.settings.OCR_CONCURRENCY,
      },
    ),
  }),
  {
    validate: ({ image }) => {
      validateImage(decodeImageField(image));
    },
    // The largest image the engine takes, as base64 (4/3), with room for a data-URL prefix and the JSON.
    bodyLimitBytes: Math.ceil((OCR_LIMITS.maxBytes * 4) / 3) + 64 * 1024,
  },
);
