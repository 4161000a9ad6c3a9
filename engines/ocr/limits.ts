/** Input limits of the OCR engine. The pixel limits refuse decompression bombs before decoding. */
export const OCR_LIMITS = {
  /** Largest encoded image accepted. */
  maxBytes: 10 * 1024 * 1024,
  /** Largest PDF or multi-page TIFF accepted: 50 scanned pages at about 600 kB each. */
  maxDocumentBytes: 32 * 1024 * 1024,
  /** Pages of a document when the server sets no other limit (OCR_MAX_PAGES). */
  defaultMaxPages: 50,
  /** Largest searchable PDF, hOCR or ALTO answer: the scans are in the PDF. */
  maxOutputBytes: 64 * 1024 * 1024,
  /** Largest decoded area: an A4 page at 600 DPI is about 35 megapixels. */
  maxPixels: 40_000_000,
  /** Longest side in pixels. */
  maxSide: 20_000,
  /** Smallest side that can hold a line of text. */
  minSide: 8,
  dpis: [150, 300] as const,
  /** The tool offers 14 to 42 in steps of 2; the API docs say 14 to 42, the landing page 14 to 44. */
  fontSizeMin: 14,
  fontSizeMax: 44,
} as const;

export type OcrDpi = (typeof OCR_LIMITS.dpis)[number];
/** 0 = accurate (deskew, contrast normalisation), 1 = fast (no heavy preprocessing). */
export type OcrPerformance = 0 | 1;

export interface OcrOptions {
  dpi: OcrDpi;
  performance: OcrPerformance;
  fontsize: number;
}

/** What the reading is answered as: plain text (the spec's), hOCR, ALTO XML or a searchable PDF. */
export const OCR_OUTPUTS = ['text', 'hocr', 'alto', 'pdf'] as const;
export type OcrOutput = (typeof OCR_OUTPUTS)[number];
