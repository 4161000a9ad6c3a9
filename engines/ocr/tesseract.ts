/**
 * Runs the tesseract CLI on one line image given on stdin. Our fine-tuned Nastaliq model
 * (models/urd_nastaliq.traineddata) is used when present, else Debian's stock urd model.
 * --psm 7 (single line) returns nothing for a few per cent of lines; --psm 13 (raw line) reads them.
 * Accurate mode reads a line with --psm 13 too when --psm 7 is unsure, and keeps the surer reading.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { exitDescription, ProgramError, runProgram } from '../process';
import { OcrEngineError } from './errors';
import { readingFromTsv, type ScoredReading } from './tsv-reading';

export const MODEL_DIR = resolve(import.meta.dirname, 'models');
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

/** Reads one line: --psm 7 first, --psm 13 when that finds nothing. */
export async function readLine(image: Buffer, model: TesseractModel): Promise<string> {
  const first = await runTesseract(image, 7, model);
  if (first.trim() !== '') return first;
  return runTesseract(image, 13, model);
}

/**
 * Accurate mode trusts a --psm 7 reading at least this confident (mean word confidence, 0–100)
 * without a second run. Chosen on the dev lines, where any value from 60 to 100 gave the same CER
 * as always reading both ways; at 70 a third of the lines need the second run.
 */
export const SURE_CONFIDENCE = 70;

/**
 * Reads one line with --psm 7 and, unless that reading is sure, also with --psm 13, keeping the
 * reading with the higher mean confidence (--psm 7 on a tie). On the dev lines this beat --psm 7
 * with only an empty-result fallback (docs/quality.md, ocr). Our model's reading below
 * STOCK_FALLBACK_CONFIDENCE is also compared with the stock model's.
 */
export async function readLineBest(image: Buffer, model: TesseractModel): Promise<ModelReading> {
  const line = { ...readingFromTsv(await runTesseract(image, 7, model, 'tsv')), model };
  if (line.confidence >= SURE_CONFIDENCE) return line;
  const raw = { ...readingFromTsv(await runTesseract(image, 13, model, 'tsv')), model };
  const best = raw.confidence > line.confidence ? raw : line;
  if (model.tessdataDir === null || best.confidence >= STOCK_FALLBACK_CONFIDENCE) return best;
  return readStockIfSurer(image, best);
}

/**
 * Below this mean confidence our model has all but failed (fully vowelled Quranic lines, rare in its
 * training text, come back as a few letters) and accurate mode also asks the stock urd
 * model, which reads vowelled Naskh much better. Chosen on the dev lines: at 30 and 40 only such
 * lines change (Naskh clean 3.2% -> 2.6% CER, all else equal); from 50 on, Nastaliq gets worse.
 */
export const STOCK_FALLBACK_CONFIDENCE = 30;

/** The stock model's --psm 7 reading when it is surer than `ours`; `ours` if stock urd is absent. */
async function readStockIfSurer(image: Buffer, ours: ModelReading): Promise<ModelReading> {
  try {
    const stock = { ...readingFromTsv(await runTesseract(image, 7, STOCK_MODEL, 'tsv')), model: STOCK_MODEL };
    return stock.confidence > ours.confidence ? stock : ours;
  } catch {
    return ours; // tesseract-ocr-urd not installed: our model's reading stands
  }
}
