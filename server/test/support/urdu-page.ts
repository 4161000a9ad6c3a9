import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface UrduPageOptions {
  /** Point size of Noto Nastaliq Urdu; 20 at 300 dpi is what Tesseract's urd model reads well. */
  size?: number;
  dpi?: number;
  /** White border in pixels: Tesseract loses marks that touch the edge. */
  margin?: number;
}

/**
 * Renders lines of Urdu to a PNG with pango-view (HarfBuzz shaping, as a real scan would look),
 * for tests that send a real image to the OCR engine. The file lives in its own temporary folder,
 * removed before this returns, so callers keep only the bytes.
 */
export async function renderUrduPage(
  lines: readonly string[],
  options: UrduPageOptions = {},
): Promise<Buffer> {
  const { size = 20, dpi = 300, margin = 30 } = options;
  const dir = await mkdtemp(join(tmpdir(), 'urdu-page-'));
  try {
    const path = join(dir, 'page.png');
    await run('pango-view', [
      '--no-display',
      `--font=Noto Nastaliq Urdu ${size}`,
      `--dpi=${dpi}`,
      `--margin=${margin}`,
      `--output=${path}`,
      `--text=${lines.join('\n')}`,
    ]);
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
