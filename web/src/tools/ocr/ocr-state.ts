import { messages } from '@zuban/contract/services/fields';
import { ocr } from '@zuban/contract/services/ocr';

/**
 * The /urdu_ocr screen's state, kept out of the component so its rules are testable: choosing a
 * new image clears the old output and error (spec tools §4), a success clears the error, and an
 * answer that arrives after Cancel or after a newer request is ignored.
 */
export interface ChosenImage {
  name: string;
  dataUrl: string;
}

export interface OcrState {
  image: ChosenImage | null;
  output: string;
  /** A document's text, page by page (empty for a single image). */
  pages: string[];
  /** The searchable PDF of a document, base64, for the download link. */
  pdf: string;
  error: string;
  /** Server detail shown under the error line (e.g. why an image was refused). */
  detail: string;
  busy: boolean;
  /** Number of the request in flight; answers for older numbers are dropped. */
  request: number;
}

export type OcrAction =
  | { type: 'imageChosen'; image: ChosenImage }
  | { type: 'submitted' }
  | { type: 'succeeded'; request: number; text: string; pages?: string[]; pdf?: string }
  | { type: 'failed'; request: number; error: string; detail?: string }
  | { type: 'cancelled' };

export const initialOcrState: OcrState = {
  image: null,
  output: '',
  pages: [],
  pdf: '',
  error: '',
  detail: '',
  busy: false,
  request: 0,
};

/** The declaration's words and path, so the screen and the server never disagree. */
export const OCR_FAILED = ocr.failure;
export const NO_IMAGE_ALERT = messages.noImage;
export const OCR_ENDPOINT = ocr.toolPaths[0]!;

export function ocrReducer(state: OcrState, action: OcrAction): OcrState {
  switch (action.type) {
    case 'imageChosen':
      return { ...state, image: action.image, output: '', pages: [], pdf: '', error: '', detail: '' };
    case 'submitted':
      return { ...state, busy: true, request: state.request + 1 };
    case 'succeeded':
      if (action.request !== state.request || !state.busy) return state;
      return {
        ...state,
        busy: false,
        output: action.text,
        pages: action.pages ?? [],
        pdf: action.pdf ?? '',
        error: '',
        detail: '',
      };
    case 'failed':
      if (action.request !== state.request || !state.busy) return state;
      return { ...state, busy: false, error: action.error, detail: action.detail ?? '' };
    case 'cancelled':
      return { ...initialOcrState, request: state.request + 1 };
  }
}

/** Font sizes the tool offers: 14 to 42 in steps of 2 (15 options, spec tools §9). */
export const FONT_SIZES: readonly number[] = Array.from({ length: 15 }, (_, i) => 14 + 2 * i);

/** A PDF or TIFF may hold pages: the tool asks for the searchable PDF and shows the text page by page. */
export function mayHavePages(image: ChosenImage): boolean {
  return /^data:(application\/pdf|image\/tiff)[;,]/.test(image.dataUrl) || /\.(pdf|tiff?)$/i.test(image.name);
}

/** The body the portal sends to /backend/ocr (spec tools §3: image as a data URL). */
export function ocrRequestBody(
  image: ChosenImage,
  options: { performance: string; fontsize: string; resolution: string },
): Record<string, string | number> {
  return {
    image: image.dataUrl,
    jobType: 'ocr',
    performance: Number(options.performance),
    fontsize: Number(options.fontsize),
    dpi_val: Number.parseInt(options.resolution, 10),
    ...(mayHavePages(image) ? { output: 'pdf' } : {}),
  };
}

/** What the screen keeps of an answer: the text to show (and copy), the pages, the PDF. */
export function ocrAnswer(answer: { response: string; output?: string; pages?: string[] }): {
  text: string;
  pages: string[];
  pdf: string;
} {
  if (answer.output === 'pdf') {
    const pages = answer.pages ?? [];
    return { text: pages.join('\n\n'), pages: pages.length > 1 ? pages : [], pdf: answer.response };
  }
  return { text: answer.response, pages: answer.pages ?? [], pdf: '' };
}
