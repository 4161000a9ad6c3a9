import { basename, dirname, resolve } from 'node:path';
import { defaultModel, MODEL_DIR, NASTALIQ_MODEL, nastaliqModel, type TesseractModel } from '../tesseract';

/**
 * The model the quality scripts read with as "ours" and in the engine: OCR_EVAL_MODEL (a
 * .traineddata file, e.g. a checkpoint) or the shipped one; `file` is that model's file, so a
 * report can name what it measured.
 */
export function evalModel(): { model: TesseractModel; file: string } {
  const path = process.env.OCR_EVAL_MODEL;
  if (path) return { model: nastaliqModel(dirname(path), basename(path, '.traineddata')), file: path };
  return { model: defaultModel(), file: resolve(MODEL_DIR, `${NASTALIQ_MODEL}.traineddata`) };
}
