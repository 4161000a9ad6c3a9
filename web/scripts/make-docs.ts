/**
 * Writes the downloadable PDFs served under /docs/: the fellowship proposal template, the service order
 * form, the POS tagset and the stemmer note. Run: npm run docs:pdf -w web (output is committed).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { centre } from '../src/content/centre';
import { createWriter, type Writer } from './pdf/layout';
import { writePosTagset } from './pdf/pos-tagset';
import { writeProposalTemplate } from './pdf/proposal-template';
import { writeServiceOrderForm } from './pdf/service-order-form';
import { writeStemmerNote } from './pdf/stemmer-note';

const outDir = fileURLToPath(new URL('../public/docs/', import.meta.url));
const footer = `${centre.name} · ${centre.email}`;

async function make(file: string, title: string, write: (w: Writer) => void): Promise<void> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(centre.name);
  doc.setCreator('Zuban web/scripts/make-docs.ts');
  // Fixed dates keep the committed files byte-stable between runs.
  const fixed = new Date('2026-01-01T00:00:00Z');
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  write(await createWriter(doc, title, footer));
  const bytes = await doc.save({ useObjectStreams: false });
  writeFileSync(`${outDir}${file}`, bytes);
  console.log(
    JSON.stringify({ file: `web/public/docs/${file}`, pages: doc.getPageCount(), bytes: bytes.length }),
  );
}

await make(
  'fellowship-proposal-template.pdf',
  'Zuban Fellowship Award - Proposal Template',
  writeProposalTemplate,
);
await make('service-order-form.pdf', 'Zuban Service Order Form', (w) =>
  writeServiceOrderForm(w, {
    email: centre.email,
    phone: centre.phone,
    address: centre.addressLines.join(', '),
  }),
);
await make('urdu-pos-tagset.pdf', 'Urdu Parts-of-Speech Tagset', writePosTagset);
await make('urdu-stemmer.pdf', 'The Zuban Urdu Stemmer', writeStemmerNote);
