/**
 * hOCR (HTML with the ocr_page / ocr_line / ocrx_word classes and their bbox and x_wconf
 * properties, as Tesseract writes it) of a read document: one ocr_page per page, dir="rtl".
 */
import { escapeHtml } from '@zuban/contract/html';
import type { ReadPage } from './document-ocr';
import type { InkExtent } from './line-image';
import { wordBoxes } from './word-boxes';

const bbox = (b: InkExtent): string => `bbox ${b.left} ${b.top} ${b.right} ${b.bottom}`;

export function hocrDocument(pages: readonly ReadPage[]): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
    '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="ur" lang="ur">',
    '<head>',
    '<title>OCR</title>',
    '<meta http-equiv="Content-Type" content="text/html;charset=utf-8"/>',
    '<meta name="ocr-system" content="zuban"/>',
    '<meta name="ocr-capabilities" content="ocr_page ocr_line ocrx_word"/>',
    '</head>',
    '<body>',
  ];
  pages.forEach((page, p) => {
    const pageBox = { left: 0, top: 0, right: page.width, bottom: page.height };
    out.push(`<div class="ocr_page" id="page_${p + 1}" title="${bbox(pageBox)}; ppageno ${p}">`);
    page.lines.forEach((line, l) => {
      const id = `${p + 1}_${l + 1}`;
      out.push(`<span class="ocr_line" id="line_${id}" dir="rtl" title="${bbox(line.box)}">`);
      const texts = line.text.split(' ').filter(Boolean);
      const boxes = wordBoxes(line.box, texts);
      texts.forEach((text, w) => {
        // The corrected text may have other words than were read; confidences follow by position.
        const confidence = Math.max(0, Math.round(line.words[w]?.confidence ?? 0));
        out.push(
          `<span class="ocrx_word" id="word_${id}_${w + 1}" title="${bbox(boxes[w] as InkExtent)}; x_wconf ${confidence}">${escapeHtml(text)}</span>`,
        );
      });
      out.push('</span>');
    });
    out.push('</div>');
  });
  out.push('</body>', '</html>', '');
  return out.join('\n');
}
