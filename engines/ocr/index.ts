export { OcrEngineError, OcrInputError, type OcrInputErrorCode } from './errors';
export { type ImageKind, readImageHeader, sniffImageKind } from './image-header';
export { warmLexiconCorrection as warmOcrEngine } from './lexicon-correction';
export { OCR_LIMITS, type OcrDpi, type OcrOptions, type OcrPerformance } from './limits';
export { checkOcrEngine } from './probe';
export { type OcrRun, recognize } from './recognize';
export { validateImage } from './validate-image';
