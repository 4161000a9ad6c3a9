export { type InspectLimits, inspectOcrInput, type OcrSource, precheckOcrBytes } from './document';
export { type DocumentRun, type ReadPage, readDocument } from './document-ocr';
export { OcrEngineError, OcrInputError, type OcrInputErrorCode } from './errors';
export { type ImageKind, readImageHeader, sniffImageKind } from './image-header';
export { warmLexiconCorrection as warmOcrEngine } from './lexicon-correction';
export {
  OCR_LIMITS,
  OCR_OUTPUTS,
  type OcrDpi,
  type OcrOptions,
  type OcrOutput,
  type OcrPerformance,
} from './limits';
export { formatReading, type OcrAnswer, PAGE_SEPARATOR } from './ocr-output';
export { checkOcrEngine } from './probe';
export { type OcrRun, recognize } from './recognize';
export { validateImage } from './validate-image';
