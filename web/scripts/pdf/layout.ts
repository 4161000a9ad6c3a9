import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** A tiny flowing-text writer over pdf-lib: headings, paragraphs, bullets, form lines and tables on A4. */
export interface Writer {
  heading(text: string, size?: number): void;
  para(text: string, opts?: { size?: number; muted?: boolean }): void;
  bullets(items: readonly string[]): void;
  fieldLines(labels: readonly string[]): void;
  box(label: string, lines: number): void;
  table(headers: readonly string[], rows: readonly (readonly string[])[], widths: readonly number[]): void;
  space(points: number): void;
}

const A4: [number, number] = [595.28, 841.89];
const margin = 56;
const ink = rgb(0.08, 0.09, 0.1);
const muted = rgb(0.36, 0.39, 0.44);
const brand = rgb(0.04, 0.43, 0.31);
const line = rgb(0.7, 0.73, 0.77);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let current = '';
    for (const word of paragraph.split(/\s+/)) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && current) {
        out.push(current);
        current = word;
      } else current = next;
    }
    out.push(current);
  }
  return out;
}

export async function createWriter(doc: PDFDocument, title: string, footer: string): Promise<Writer> {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * margin;
  let page: PDFPage;
  let y = 0;

  const newPage = () => {
    page = doc.addPage(A4);
    y = A4[1] - margin;
    page.drawText(footer, { x: margin, y: 30, size: 8, font: regular, color: muted });
    page.drawText(String(doc.getPageCount()), {
      x: A4[0] - margin - 10,
      y: 30,
      size: 8,
      font: regular,
      color: muted,
    });
  };
  const need = (h: number) => {
    if (y - h < margin) newPage();
  };
  const text = (t: string, x: number, size: number, font: PDFFont, color = ink) => {
    page.drawText(t, { x, y, size, font, color });
  };

  newPage();
  need(40);
  y -= 6;
  text(title, margin, 20, bold, brand);
  y -= 14;
  page!.drawLine({ start: { x: margin, y }, end: { x: A4[0] - margin, y }, thickness: 1.5, color: brand });
  y -= 22;

  return {
    heading(t, size = 13) {
      need(size + 24);
      y -= 6;
      text(t, margin, size, bold, brand);
      y -= size + 8;
    },
    para(t, opts = {}) {
      const size = opts.size ?? 10.5;
      for (const l of wrap(t, regular, size, width)) {
        need(size + 4);
        text(l, margin, size, regular, opts.muted ? muted : ink);
        y -= size + 4;
      }
      y -= 6;
    },
    bullets(items) {
      const size = 10.5;
      for (const item of items) {
        const lines = wrap(item, regular, size, width - 14);
        lines.forEach((l, i) => {
          need(size + 4);
          if (i === 0) text('•', margin + 2, size, bold);
          text(l, margin + 14, size, regular);
          y -= size + 4;
        });
        y -= 2;
      }
      y -= 4;
    },
    fieldLines(labels) {
      for (const label of labels) {
        need(30);
        text(label, margin, 10, bold);
        const x = margin + 170;
        page.drawLine({
          start: { x, y: y - 2 },
          end: { x: A4[0] - margin, y: y - 2 },
          thickness: 0.7,
          color: line,
        });
        y -= 26;
      }
      y -= 4;
    },
    box(label, lines) {
      const h = lines * 16 + 10;
      need(h + 22);
      text(label, margin, 10, bold);
      y -= 8;
      page.drawRectangle({ x: margin, y: y - h, width, height: h, borderColor: line, borderWidth: 0.8 });
      y -= h + 16;
    },
    table(headers, rows, widths) {
      const size = 9.5;
      const drawRow = (cells: readonly string[], font: PDFFont) => {
        const wrapped = cells.map((c, i) => wrap(c, font, size, (widths[i] ?? 100) - 8));
        const h = Math.max(...wrapped.map((w) => w.length)) * (size + 3) + 8;
        need(h);
        let x = margin;
        wrapped.forEach((ls, i) => {
          ls.forEach((l, j) => {
            page.drawText(l, { x: x + 4, y: y - 11 - j * (size + 3), size, font, color: ink });
          });
          x += widths[i] ?? 100;
        });
        y -= h;
        page.drawLine({
          start: { x: margin, y },
          end: { x: margin + width, y },
          thickness: 0.5,
          color: line,
        });
      };
      drawRow(headers, bold);
      for (const r of rows) drawRow(r, regular);
      y -= 14;
    },
    space(points) {
      y -= points;
    },
  };
}
