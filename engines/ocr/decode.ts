/**
 * Decodes an already validated image to 8-bit grayscale with ImageMagick, under resource limits
 * of its own as a second guard against hostile files. Accurate mode also straightens skewed scans
 * and stretches faded contrast; fast mode only converts.
 */
import { ProgramError, type ProgramResult, runProgram } from '../process';
import { OcrEngineError, OcrInputError } from './errors';
import { type GrayImage, parsePgm } from './gray-image';
import type { ImageKind } from './image-header';
import { CONVERT } from './imagemagick';
import { OCR_LIMITS } from './limits';

const TIMEOUT_MS = 30_000;

/** What ImageMagick reads: an accepted image, or a PDF page already rendered to gray by pdftoppm. */
export type DecodeKind = ImageKind | 'pgm';

/** `frame` picks a page of a multi-page TIFF (0, the first, for every other kind). */
export function decodeArgs(kind: DecodeKind, accurate: boolean, frame = 0): string[] {
  const args = [
    '-limit',
    'memory',
    '256MiB',
    '-limit',
    'map',
    '512MiB',
    '-limit',
    'area',
    String(OCR_LIMITS.maxPixels),
    '-limit',
    'width',
    String(OCR_LIMITS.maxSide),
    '-limit',
    'height',
    String(OCR_LIMITS.maxSide),
    `${kind}:-[${frame}]`, // one frame: a TIFF's pages are read one at a time
    '-auto-orient',
    '-background',
    'white',
    '-flatten',
    '-colorspace',
    'Gray',
  ];
  if (accurate) args.push('-deskew', '40%', '+repage', '-normalize');
  args.push('-depth', '8', 'pgm:-');
  return args;
}

export async function decodeToGray(
  image: Buffer,
  kind: DecodeKind,
  accurate: boolean,
  frame = 0,
): Promise<GrayImage> {
  let result: ProgramResult;
  try {
    result = await runProgram(CONVERT, decodeArgs(kind, accurate, frame), {
      input: image,
      timeoutMs: TIMEOUT_MS,
      stderrChars: 300,
      stderrKeep: 'head',
    });
  } catch (error) {
    if (!(error instanceof ProgramError)) throw error;
    if (error.failure === 'start') {
      throw new OcrEngineError(`ImageMagick could not start: ${error.systemError?.message}`);
    }
    // ImageMagick refusing the bytes (it exited with an error) means a corrupt image whose header
    // looked fine: the caller's input, answered 400 and refunded, not an engine failure (a 502).
    if (error.failure === 'exit')
      throw new OcrInputError('ocr_image_corrupt', 'The image cannot be decoded.');
    throw new OcrEngineError(`image could not be decoded: Error: ${error.stderr}`);
  }
  try {
    return parsePgm(result.stdout);
  } catch (error) {
    throw new OcrEngineError(`image could not be decoded: ${String(error)}`);
  }
}
