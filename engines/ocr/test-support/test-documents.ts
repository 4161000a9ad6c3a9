/**
 * Documents for the tests, made when they run (nothing large is committed): real Urdu pages
 * rendered by pango-view as PDF and joined by poppler's pdfunite, and small hand-written PDFs that
 * are hostile in one way each (encrypted, no pages, 100,000 pages, a huge page, cut short).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One PDF page per entry (its lines in Noto Nastaliq Urdu), joined in order. */
export async function renderUrduPdf(pages: readonly (readonly string[])[], pointSize = 20): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'urdu-pdf-'));
  try {
    const files = await Promise.all(
      pages.map(async (lines, index) => {
        const file = join(dir, `page-${index}.pdf`);
        await run('pango-view', [
          '--no-display',
          `--font=Noto Nastaliq Urdu ${pointSize}`,
          '--dpi=300',
          '--margin=40',
          `--output=${file}`,
          `--text=${lines.join('\n')}`,
        ]);
        return file;
      }),
    );
    if (files.length === 1) return await readFile(files[0] as string);
    const out = join(dir, 'document.pdf');
    await run('pdfunite', [...files, out]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface HandMadePdf {
  /** Pages in the page tree (each an empty page of `size` points). */
  pages: number;
  size?: [number, number];
  /** A crop box inside the media box (the part of the page shown), as [width, height] points. */
  cropBox?: [number, number];
  /** A content stream every page draws (PDF operators), e.g. a filled rectangle. */
  content?: string;
  /** Adds a standard security handler to the trailer: the file is encrypted. */
  encrypted?: boolean;
}

/** A minimal, well-formed PDF (cross-reference table and all) with the given shape. */
export function handMadePdf({
  pages,
  size = [612, 792],
  cropBox,
  content,
  encrypted = false,
}: HandMadePdf): Buffer {
  const objects: string[] = [];
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  const firstPage = 3;
  const kids = Array.from({ length: pages }, (_, i) => `${firstPage + i} 0 R`).join(' ');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  // The shared content stream, when there is one, follows the pages.
  const contentRef = content === undefined ? '' : ` /Contents ${firstPage + pages} 0 R`;
  for (let i = 0; i < pages; i += 1) {
    const crop = cropBox ? ` /CropBox [0 0 ${cropBox[0]} ${cropBox[1]}]` : '';
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size[0]} ${size[1]}]${crop}${contentRef} >>`);
  }
  if (content !== undefined) {
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  }
  let encryptRef = '';
  if (encrypted) {
    const o = '<' + 'a1'.repeat(32) + '>';
    const u = '<' + 'b2'.repeat(32) + '>';
    objects.push(`<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O ${o} /U ${u} >>`);
    encryptRef = ` /Encrypt ${objects.length} 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]`;
  }
  const parts: string[] = ['%PDF-1.4\n'];
  const offsets: number[] = [];
  let at = parts[0]?.length ?? 0;
  objects.forEach((body, index) => {
    const text = `${index + 1} 0 obj\n${body}\nendobj\n`;
    offsets.push(at);
    parts.push(text);
    at += Buffer.byteLength(text, 'latin1');
  });
  parts.push(
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encryptRef} >>\nstartxref\n${at}\n%%EOF\n`,
  );
  return Buffer.from(parts.join(''), 'latin1');
}
