/**
 * ALTO v4 XML of a read document: one Page per page, each line a TextLine of String elements
 * (with WC, the word confidence 0-1) separated by SP, measured in pixels.
 */
import { escapeHtml } from '@zuban/contract/html';
import type { ReadPage } from './document-ocr';
import type { InkExtent } from './line-image';
import { wordBoxes } from './word-boxes';

const box = (b: InkExtent): string =>
  `HPOS="${b.left}" VPOS="${b.top}" WIDTH="${b.right - b.left}" HEIGHT="${b.bottom - b.top}"`;

export function altoDocument(pages: readonly ReadPage[]): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<alto xmlns="http://www.loc.gov/standards/alto/ns-v4#" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
      'xsi:schemaLocation="http://www.loc.gov/standards/alto/ns-v4# http://www.loc.gov/alto/v4/alto-4-2.xsd">',
    '<Description><MeasurementUnit>pixel</MeasurementUnit></Description>',
    '<Layout>',
  ];
  pages.forEach((page, p) => {
    const { width, height } = page;
    out.push(`<Page ID="page_${p + 1}" PHYSICAL_IMG_NR="${p + 1}" WIDTH="${width}" HEIGHT="${height}">`);
    out.push(`<PrintSpace HPOS="0" VPOS="0" WIDTH="${width}" HEIGHT="${height}">`);
    if (page.lines.length > 0) {
      const block = page.lines.reduce<InkExtent>(
        (b, l) => ({
          left: Math.min(b.left, l.box.left),
          top: Math.min(b.top, l.box.top),
          right: Math.max(b.right, l.box.right),
          bottom: Math.max(b.bottom, l.box.bottom),
        }),
        { ...(page.lines[0] as ReadPage['lines'][number]).box },
      );
      out.push(`<TextBlock ID="block_${p + 1}" ${box(block)} LANG="ur">`);
      page.lines.forEach((line, l) => {
        const id = `${p + 1}_${l + 1}`;
        out.push(`<TextLine ID="line_${id}" ${box(line.box)}>`);
        const texts = line.text.split(' ').filter(Boolean);
        const boxes = wordBoxes(line.box, texts);
        texts.forEach((text, w) => {
          if (w > 0) out.push('<SP/>');
          const wc = Math.max(0, Math.min(100, line.words[w]?.confidence ?? 0)) / 100;
          out.push(
            `<String ID="word_${id}_${w + 1}" ${box(boxes[w] as InkExtent)} CONTENT="${escapeHtml(text)}" WC="${wc.toFixed(2)}"/>`,
          );
        });
        out.push('</TextLine>');
      });
      out.push('</TextBlock>');
    }
    out.push('</PrintSpace>', '</Page>');
  });
  out.push('</Layout>', '</alto>', '');
  return out.join('\n');
}
