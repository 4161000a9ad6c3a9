/**
 * Runs the tesseract CLI on one line image (or several, as pages of a TIFF) given on stdin. Our
 * fine-tuned Nastaliq model (data/urd_nastaliq.traineddata) is used when present, else Debian's
 * stock urd model. --psm 7 (single line) returns nothing for a few per cent of lines; --psm 13 (raw
 * line) reads them.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { exitDescription, ProgramError, runProgram } from '../process';
import { OcrEngineError } from './errors';
import type { GrayImage } from './gray-image';
import { encodeMultiPageTiff } from './tiff';
import { readingFromTsv, readingsFromTsv, type ScoredReading } from './tsv-reading';

export const MODEL_DIR = resolve(import.meta.dirname, 'data');
export const NASTALIQ_MODEL = 'urd_nastaliq';
const TIMEOUT_MS = 30_000;

export interface TesseractModel {
  tessdataDir: string | null;
  language: string;
  /**
   * The model answers ')' for '(' and '(' for ')' in right-to-left text: ours does (63 of the 65
   * brackets it read in 2,560 held-out lines), Debian's urd does not. postprocess.ts swaps them back.
   */
  mirrorsBrackets: boolean;
}

/** Debian's tesseract-ocr-urd, from the system tessdata. */
export const STOCK_MODEL: TesseractModel = { tessdataDir: null, language: 'urd', mirrorsBrackets: false };

/** Our Nastaliq model, or a checkpoint of its training (the same network and habits). */
export function nastaliqModel(tessdataDir: string, language: string = NASTALIQ_MODEL): TesseractModel {
  return { tessdataDir, language, mirrorsBrackets: true };
}

export function defaultModel(): TesseractModel {
  if (existsSync(resolve(MODEL_DIR, `${NASTALIQ_MODEL}.traineddata`))) return nastaliqModel(MODEL_DIR);
  return STOCK_MODEL;
}

/** `tsv` asks for Tesseract's table of words with their confidences instead of plain text. */
export async function runTesseract(
  image: Buffer,
  psm: 7 | 13 | 6,
  model: TesseractModel,
  output: 'text' | 'tsv' = 'text',
): Promise<string> {
  const args = ['stdin', 'stdout', '--psm', String(psm), '-l', model.language];
  if (model.tessdataDir) args.push('--tessdata-dir', model.tessdataDir);
  // Set as variables, not as the `tsv` config file, which a custom --tessdata-dir does not hold.
  if (output === 'tsv') args.push('-c', 'tessedit_create_tsv=1', '-c', 'tessedit_create_txt=0');
  try {
    const { stdout } = await runProgram('tesseract', args, {
      input: image,
      env: { OMP_THREAD_LIMIT: '1' },
      timeoutMs: TIMEOUT_MS,
      stderrChars: 300,
      stderrKeep: 'head',
    });
    return stdout.toString('utf8');
  } catch (error) {
    if (!(error instanceof ProgramError)) throw error;
    if (error.failure === 'start') {
      throw new OcrEngineError(`tesseract could not start: ${error.systemError?.message}`);
    }
    // A timeout is reported as what it was: killed by SIGKILL.
    throw new OcrEngineError(
      `tesseract failed (${exitDescription(error.code, error.signal)}): ${error.stderr}`,
    );
  }
}

/** A reading and the model that made it (accurate mode may keep the stock model's). */
export interface ModelReading extends ScoredReading {
  model: TesseractModel;
}

/**
 * Reads several images of one line (preparations of it) in a single run, as pages of one TIFF:
 * the model loads once. One reading per image, in order.
 */
export async function readPages(
  images: readonly GrayImage[],
  psm: 7 | 13,
  model: TesseractModel,
): Promise<ScoredReading[]> {
  const tsv = await runTesseract(encodeMultiPageTiff(images), psm, model, 'tsv');
  return readingsFromTsv(tsv, images.length);
}

/** Reads one line: --psm 7 first, --psm 13 when that finds nothing. */
export async function readLine(image: Buffer, model: TesseractModel): Promise<string> {
  const first = await runTesseract(image, 7, model);
  if (first.trim() !== '') return first;
  return runTesseract(image, 13, model);
}

/** The reading with the highest mean confidence; the earliest on a tie. */
export function surest<T extends ScoredReading>(readings: readonly T[]): T {
  if (readings.length === 0) throw new Error('no reading to choose from');
  return readings.reduce((best, reading) => (reading.confidence > best.confidence ? reading : best));
}

/**
 * Below this mean confidence our model has all but failed (fully vowelled Quranic lines, rare in its
 * training text, come back as a few letters) and accurate mode also asks the stock urd
 * model, which reads vowelled Naskh much better. Chosen on the dev and other held-out lines with
 * the stage-4 model: at 20 Naskh gets better (other lines 3.2% -> 2.8% CER) and Nastaliq barely
 * moves (4.55% -> 4.62%); at 30 Nastaliq loses more (4.72%).
 */
export const STOCK_FALLBACK_CONFIDENCE = 20;

/** The stock model's --psm 7 reading when it is surer than `ours`; `ours` if stock urd is absent. */
export async function readStockIfSurer(image: Buffer, ours: ModelReading): Promise<ModelReading> {
  try {
    const stock = { ...readingFromTsv(await runTesseract(image, 7, STOCK_MODEL, 'tsv')), model: STOCK_MODEL };
    return stock.confidence > ours.confidence ? stock : ours;
  } catch {
    return ours; // tesseract-ocr-urd not installed: our model's reading stands
  }
}
