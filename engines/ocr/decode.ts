/**
 * Decodes an already validated image to 8-bit grayscale with ImageMagick, under resource limits
 * of its own as a second guard against hostile files. Accurate mode also straightens skewed scans
 * and stretches faded contrast; fast mode only converts.
 */
import { spawn } from 'node:child_process';
import { OcrEngineError } from './errors';
import { type GrayImage, parsePgm } from './gray-image';
import type { ImageKind } from './image-header';
import { CONVERT } from './imagemagick';
import { OCR_LIMITS } from './limits';

const TIMEOUT_MS = 30_000;

export function decodeArgs(kind: ImageKind, accurate: boolean): string[] {
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
    `${kind}:-[0]`, // the first frame only (TIFF pages)
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

export function decodeToGray(image: Buffer, kind: ImageKind, accurate: boolean): Promise<GrayImage> {
  return new Promise((resolve, reject) => {
    const child = spawn(CONVERT, decodeArgs(kind, accurate), { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new OcrEngineError(`ImageMagick could not start: ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      try {
        if (code !== 0) throw new Error(Buffer.concat(err).toString('utf8').slice(0, 300));
        resolve(parsePgm(Buffer.concat(out)));
      } catch (error) {
        reject(new OcrEngineError(`image could not be decoded: ${String(error)}`));
      }
    });
    child.stdin.on('error', () => {});
    child.stdin.end(image);
  });
}
