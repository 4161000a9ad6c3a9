/**
 * A searchable PDF: each page is the scan (8-bit gray, Flate) with the engine's reading laid over
 * it as invisible text (render mode 3), line by line on the line's box. The text is the same the
 * `text` output answers (the lines the engine read and corrected), not a second reading.
 *
 * The text layer uses a Type0 font with Identity-H codes (a code is the UTF-16 unit of the
 * character) and a ToUnicode map from each code to itself, as Tesseract's PDF renderer does; no
 * glyphs are needed for invisible text, so no font program is embedded. Urdu is written in visual
 * order (first character rightmost), as a typeset right-to-left PDF places it: pdftotext (poppler)
 * orders a line's characters by position and turns right-to-left runs back into logical order.
 */
import { deflateSync } from 'node:zlib';
import { visualOrder } from './visual-order';

export interface PdfLine {
  /** The line's box on the page image, in pixels (right and bottom exclusive). */
  box: { left: number; top: number; right: number; bottom: number };
  text: string;
}

export interface PdfPage {
  width: number;
  height: number;
  /** The page's 8-bit gray pixels, row by row, deflated (zlib): embedded as they are. */
  scan: Buffer;
  /** Pixels per inch of the scan: sets the page size in points. */
  dpi: number;
  lines: readonly PdfLine[];
}

/** Width of every code in the font, in thousandths of the font size (Tz stretches it to the line). */
const CHAR_WIDTH = 500;

/** Numbers with at most two decimals: enough for positions in points. */
const num = (value: number): string => String(Math.round(value * 100) / 100);

function hexUtf16(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) out += text.charCodeAt(i).toString(16).padStart(4, '0');
  return out;
}

/** The content stream of one page: the image over the whole page, then each line's invisible text. */
function pageContent(page: PdfPage, widthPt: number, heightPt: number): string {
  const scale = 72 / page.dpi;
  const ops = [`q ${num(widthPt)} 0 0 ${num(heightPt)} 0 0 cm /Im0 Do Q`, 'BT 3 Tr'];
  for (const line of page.lines) {
    const visual = visualOrder(line.text);
    if (visual.length === 0) continue;
    const { left, top, right, bottom } = line.box;
    const size = Math.max(1, (bottom - top) * scale);
    const width = (right - left) * scale;
    // Horizontal scaling makes the codes span the line's box exactly.
    const stretch = (100 * width) / (visual.length * (CHAR_WIDTH / 1000) * size);
    // The baseline at a fifth of the box above its bottom: Nastaliq descenders hang below it.
    const baseline = heightPt - bottom * scale + size * 0.2;
    ops.push(`/F0 ${num(size)} Tf ${num(stretch)} Tz 1 0 0 1 ${num(left * scale)} ${num(baseline)} Tm`);
    ops.push(`<${hexUtf16(visual)}> Tj`);
  }
  ops.push('ET');
  return ops.join('\n');
}

/** The ToUnicode map: every 16-bit code is the UTF-16 unit it names (256 ranges, one per high byte). */
function toUnicodeCmap(): string {
  const ranges: string[] = [];
  for (let high = 0; high < 256; high += 1) {
    const h = high.toString(16).padStart(2, '0');
    ranges.push(`<${h}00> <${h}ff> <${h}00>`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <ffff>',
    'endcodespacerange',
    `${ranges.length} beginbfrange`,
    ...ranges,
    'endbfrange',
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** Collects numbered objects and writes them with their cross-reference table. */
class PdfObjects {
  private readonly bodies: Buffer[] = [];

  /** Reserves the next object number (filled later with `set`). */
  reserve(): number {
    this.bodies.push(Buffer.alloc(0));
    return this.bodies.length;
  }

  set(id: number, body: string | Buffer): void {
    this.bodies[id - 1] = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
  }

  add(body: string | Buffer): number {
    const id = this.reserve();
    this.set(id, body);
    return id;
  }

  stream(dictionary: string, data: Buffer): number {
    return this.add(
      Buffer.concat([
        Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
        data,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  }

  write(rootId: number): Buffer {
    // The binary comment tells transfer programs the file is binary.
    const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let at = parts[0]?.length ?? 0;
    const offsets: number[] = [];
    this.bodies.forEach((body, index) => {
      offsets.push(at);
      const framed = Buffer.concat([
        Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
        body,
        Buffer.from('\nendobj\n', 'latin1'),
      ]);
      parts.push(framed);
      at += framed.length;
    });
    const xref = [
      'xref',
      `0 ${offsets.length + 1}`,
      '0000000000 65535 f ',
      ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
      'trailer',
      `<< /Size ${offsets.length + 1} /Root ${rootId} 0 R >>`,
      'startxref',
      String(at),
      '%%EOF',
      '',
    ].join('\n');
    parts.push(Buffer.from(xref, 'latin1'));
    return Buffer.concat(parts);
  }
}

/** The PDF of these pages, in order. */
export function searchablePdf(pages: readonly PdfPage[]): Buffer {
  if (pages.length === 0) throw new Error('a PDF needs at least one page');
  const pdf = new PdfObjects();
  const catalogId = pdf.reserve();
  const pagesId = pdf.reserve();
  const toUnicode = pdf.stream('/Filter /FlateDecode', deflateSync(Buffer.from(toUnicodeCmap(), 'latin1')));
  const cidFont = pdf.add(
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /GlyphLessFont ' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ' +
      `/DW ${CHAR_WIDTH} /CIDToGIDMap /Identity >>`,
  );
  const font = pdf.add(
    '<< /Type /Font /Subtype /Type0 /BaseFont /GlyphLessFont /Encoding /Identity-H ' +
      `/DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
  );
  const pageIds = pages.map((page) => {
    const { width, height } = page;
    const widthPt = (width * 72) / page.dpi;
    const heightPt = (height * 72) / page.dpi;
    const image = pdf.stream(
      `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray ` +
        '/BitsPerComponent 8 /Filter /FlateDecode',
      page.scan,
    );
    const content = pdf.stream(
      '/Filter /FlateDecode',
      deflateSync(Buffer.from(pageContent(page, widthPt, heightPt), 'latin1')),
    );
    return pdf.add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${num(widthPt)} ${num(heightPt)}] ` +
        `/Resources << /XObject << /Im0 ${image} 0 R >> /Font << /F0 ${font} 0 R >> >> ` +
        `/Contents ${content} 0 R >>`,
    );
  });
  pdf.set(
    pagesId,
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
  );
  pdf.set(catalogId, `<< /Type /Catalog /Pages ${pagesId} 0 R >>`);
  return pdf.write(catalogId);
}
