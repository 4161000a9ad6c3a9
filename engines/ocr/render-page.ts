/**
 * One page of an inspected input as 8-bit gray pixels, straightened and normalised in accurate
 * mode (decode.ts). PDF pages are rendered by poppler's pdftoppm at the request's DPI, one page
 * per run, with a crop area of the page's inspected size: even a PDF whose pages render larger
 * than pdfinfo said cannot make a bigger bitmap. TIFF pages are read one frame at a time.
 */
import { ProgramError, runProgram } from '../process';
import { decodeToGray } from './decode';
import type { OcrSource } from './document';
import { OcrEngineError, OcrInputError } from './errors';
import type { GrayImage } from './gray-image';

const PDFTOPPM_TIMEOUT_MS = 60_000;

/** Page `page` (1-based) of a PDF as PGM bytes. */
async function renderPdfPage(
  pdf: Buffer,
  page: number,
  dpi: number,
  size: { width: number; height: number },
): Promise<Buffer> {
  const n = String(page);
  // The crop box, as pdfinfo's page size (inspected) and viewers show it; by default pdftoppm
  // renders the media box, which a hostile page makes 100,000 points wide around a small crop box.
  const args = ['-cropbox', '-gray', '-r', String(dpi), '-f', n, '-l', n];
  args.push('-x', '0', '-y', '0', '-W', String(size.width), '-H', String(size.height), '-');
  try {
    const { stdout } = await runProgram('pdftoppm', args, {
      input: pdf,
      timeoutMs: PDFTOPPM_TIMEOUT_MS,
      stderrChars: 300,
    });
    return stdout;
  } catch (error) {
    if (!(error instanceof ProgramError)) throw error;
    if (error.failure === 'start')
      throw new OcrEngineError(`pdftoppm could not start: ${error.systemError?.message}`);
    if (error.failure === 'exit')
      throw new OcrInputError('ocr_document_corrupt', `Page ${page} of the PDF cannot be rendered.`);
    throw new OcrEngineError(`pdftoppm failed on page ${page}: ${error.stderr}`);
  }
}

/** Page `index` (0-based) of `source`, decoded to gray. */
export async function renderPage(
  bytes: Buffer,
  source: OcrSource,
  index: number,
  dpi: number,
  accurate: boolean,
): Promise<GrayImage> {
  if (source.kind === 'image') return decodeToGray(bytes, source.image, accurate);
  if (source.kind === 'tiff') return decodeToGray(bytes, 'tiff', accurate, index);
  const size = source.pages[index];
  if (!size) throw new RangeError(`no page ${index + 1}`);
  return decodeToGray(await renderPdfPage(bytes, index + 1, dpi, size), 'pgm', accurate);
}
