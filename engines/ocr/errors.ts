/**
 * Why an image was refused. `code` is stable (the HTTP layer maps it to a 4xx); the message is
 * written for the caller. Engines know nothing of HTTP, so this is a plain error type.
 */
export type OcrInputErrorCode =
  | 'ocr_image_empty'
  | 'ocr_image_too_large'
  | 'ocr_image_type'
  | 'ocr_image_corrupt'
  | 'ocr_image_too_many_pixels'
  | 'ocr_image_too_small'
  | 'ocr_option_invalid';

export class OcrInputError extends Error {
  readonly code: OcrInputErrorCode;

  constructor(code: OcrInputErrorCode, message: string) {
    super(message);
    this.name = 'OcrInputError';
    this.code = code;
  }
}

/** Tesseract or ImageMagick failed on an image that passed validation. */
export class OcrEngineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OcrEngineError';
  }
}
