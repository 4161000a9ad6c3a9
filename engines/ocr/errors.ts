import { EngineError } from '../errors/index';

/**
 * Why an image was refused, as an `input` error of the engines' shared vocabulary (engines/errors):
 * `code` is stable and shown to the caller; the message is written for the caller.
 */
export type OcrInputErrorCode =
  | 'ocr_image_empty'
  | 'ocr_image_too_large'
  | 'ocr_image_type'
  | 'ocr_image_corrupt'
  | 'ocr_image_too_many_pixels'
  | 'ocr_image_too_small'
  | 'ocr_option_invalid'
  | 'ocr_document_encrypted'
  | 'ocr_document_empty'
  | 'ocr_document_too_many_pages'
  | 'ocr_document_truncated'
  | 'ocr_document_corrupt'
  | 'ocr_page_too_large'
  | 'ocr_output_too_large';

/** Codes of a size limit: answered 413. */
const TOO_LARGE: readonly OcrInputErrorCode[] = [
  'ocr_image_too_large',
  'ocr_document_too_many_pages',
  'ocr_page_too_large',
  'ocr_output_too_large',
];

export class OcrInputError extends EngineError {
  declare readonly code: OcrInputErrorCode;

  constructor(code: OcrInputErrorCode, message: string) {
    super('input', code, message, { tooLarge: TOO_LARGE.includes(code) });
    this.name = 'OcrInputError';
  }
}

/** Tesseract or ImageMagick failed on an image that passed validation. */
export class OcrEngineError extends EngineError {
  constructor(message: string) {
    super('failed', 'ocr_engine_failed', message);
    this.name = 'OcrEngineError';
  }
}
