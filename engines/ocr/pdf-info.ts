/**
 * What poppler's pdfinfo says of a PDF, before anything renders it: how many pages, whether it is
 * encrypted, and each page's size in points. The file goes in on stdin (fd://0), so nothing is
 * written to disk; pdfinfo parses without rendering, under a time limit.
 */
import { ProgramError, runProgram } from '../process';
import { OcrEngineError, OcrInputError } from './errors';

export interface PdfInfo {
  pages: number;
  encrypted: boolean;
  /** Sizes of the first pages (at most the `lastPage` asked for), in points, as rendered (rotation applied). */
  sizes: Array<{ width: number; height: number }>;
}

const TIMEOUT_MS = 10_000;

/** Reads `Pages:`, `Encrypted:` and the `Page N size: W x H pts` lines of pdfinfo's report. */
export function parsePdfInfo(report: string): PdfInfo {
  const pages = Number(/^Pages:\s+(\d+)/m.exec(report)?.[1] ?? Number.NaN);
  const encrypted = /^Encrypted:\s+yes/m.test(report);
  const sizes: PdfInfo['sizes'] = [];
  for (const match of report.matchAll(/^Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+) pts/gm)) {
    sizes[Number(match[1]) - 1] = { width: Number(match[2]), height: Number(match[3]) };
  }
  // A page turned a quarter is rendered with its sides swapped.
  for (const match of report.matchAll(/^Page\s+(\d+) rot:\s+(\d+)/gm)) {
    const size = sizes[Number(match[1]) - 1];
    if (size && Number(match[2]) % 180 === 90)
      sizes[Number(match[1]) - 1] = { width: size.height, height: size.width };
  }
  return { pages, encrypted, sizes };
}

/** pdfinfo's report on `pdf`, with the sizes of pages 1 to `lastPage` (fewer when it has fewer). */
export async function readPdfInfo(pdf: Buffer, lastPage: number): Promise<PdfInfo> {
  const run = (args: string[]) =>
    runProgram('pdfinfo', [...args, 'fd://0'], { input: pdf, timeoutMs: TIMEOUT_MS, stderrChars: 300 });
  try {
    const summary = parsePdfInfo((await run([])).stdout.toString('utf8'));
    if (!Number.isInteger(summary.pages))
      throw new OcrInputError('ocr_document_corrupt', 'The PDF cannot be read.');
    if (summary.encrypted || summary.pages === 0) return summary;
    const last = Math.min(lastPage, summary.pages);
    const sized = parsePdfInfo((await run(['-f', '1', '-l', String(last)])).stdout.toString('utf8'));
    return { ...summary, sizes: sized.sizes };
  } catch (error) {
    if (!(error instanceof ProgramError)) throw error;
    if (error.failure === 'start')
      throw new OcrEngineError(`pdfinfo could not start: ${error.systemError?.message}`);
    if (error.failure === 'timeout')
      throw new OcrInputError('ocr_document_corrupt', 'The PDF took too long to read.');
    // Exit 1 with "Incorrect password": encrypted with a password we do not have.
    if (/password/i.test(error.stderr)) {
      return { pages: 0, encrypted: true, sizes: [] };
    }
    // A page tree of no pages is refused by pdfinfo itself ("Invalid page count 0").
    if (/page count 0\b|last page \(0\)/.test(error.stderr)) return { pages: 0, encrypted: false, sizes: [] };
    throw new OcrInputError('ocr_document_corrupt', 'The PDF cannot be read.');
  }
}
