/**
 * /ocr through the real app and real Tesseract: the test renders Urdu with pango-view, sends it
 * as base64 (and as a data URL), and checks the answer, the megabyte price, the balance and the
 * job row; bad images and options get 4xx with nothing charged or written. Documents (PDF,
 * multi-page TIFF) are priced per page, counted before the charge (the binding's prepareAsync).
 */
// The test documents are built by the engine's own test helper (not part of its public index).

import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pngHeader } from '../../../../engines/ocr/test-support/png-header';
import { handMadePdf, renderUrduPdf } from '../../../../engines/ocr/test-support/test-documents';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { testDbKinds } from '../../../test/support/database';
import { paidCallHelpers } from '../../../test/support/paid-call-helpers';
import { renderUrduPage } from '../../../test/support/urdu-page';
import { createUser } from '../../../test/support/users';
import { deposit } from '../../billing/ledger';
import { ocrBinding } from './ocr';

const text = 'پاکستان کا دارالحکومت اسلام آباد ہے';
let line: Buffer;

beforeAll(async () => {
  line = await renderUrduPage([text]);
});

/** Characters of `reference` missing from `hypothesis`, as a share: a coarse, order-free check. */
function missingShare(reference: string, hypothesis: string): number {
  const left = [...hypothesis];
  let missing = 0;
  for (const char of reference.replace(/ /g, '')) {
    const at = left.indexOf(char);
    if (at < 0) missing += 1;
    else left.splice(at, 1);
  }
  return missing / reference.replace(/ /g, '').length;
}

/** The line image padded past 2 MB with a private ancillary chunk (decoders skip it). */
function padded(png: Buffer, bytes: number): Buffer {
  const data = Buffer.alloc(bytes, 0x20);
  const chunk = Buffer.alloc(12 + bytes);
  chunk.writeUInt32BE(bytes, 0);
  chunk.write('zbPd', 4, 'ascii');
  data.copy(chunk, 8);
  // The CRC is not checked for unknown ancillary chunks by libpng when they are skipped.
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

describe.each(testDbKinds)('/ocr (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  const paid = paidCallHelpers(() => t);
  const { balanceOf, jobsOf } = paid;
  const post = (payload: Record<string, unknown>) => paid.post('/ocr', payload);

  it('reads a rendered Nastaliq line and charges PKR 0.5 for an image under 2 MB', {
    timeout: 60_000,
  }, async () => {
    const { user, accessToken } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 2000, { by: 'test' });
    const res = await post({
      image: line.toString('base64'),
      accessToken,
      dpi_val: 300,
      performance: 0,
      fontsize: 20,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toBe('OCR is done successfully.');
    expect(missingShare(text, body.response)).toBeLessThan(0.3);
    expect(body.cost).toBe(0.5);
    expect(await balanceOf(user.id)).toBe(1500);
    const [job] = await jobsOf(user.id);
    expect(job).toMatchObject({ service_id: 'ocr', status: 'succeeded', units: 1, cost_milli: 500 });
  });

  it('takes a data URL, and bills a 3 MB image as 3 megabytes', { timeout: 60_000 }, async () => {
    const { user, accessToken } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 2000, { by: 'test' });
    const big = padded(line, 3 * 1024 * 1024 - line.length - 1000); // just under 3 MB
    const image = `data:image/png;base64,${big.toString('base64')}`;
    const res = await post({ image, accessToken, dpi_val: 300, performance: 1, fontsize: 20 });
    expect(res.statusCode).toBe(200);
    expect(res.json().cost).toBe(0.75);
    expect(await balanceOf(user.id)).toBe(1250);
    const [job] = await jobsOf(user.id);
    expect(job).toMatchObject({ units: 3, cost_milli: 750, status: 'succeeded' });
  });

  it('refuses bad images and options with a clear 4xx, nothing charged or written', async () => {
    const { user, accessToken } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 2000, { by: 'test' });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{}, 400, 'Failed! Please upload an image.'],
      [
        { image: Buffer.from('GIF89a....').toString('base64') },
        400,
        'The image must be a JPEG, BMP, PNG or TIFF file, or a PDF.',
      ],
      [{ image: pngHeader(50_000, 50_000).toString('base64') }, 400, 'The image is 50000x50000 pixels'],
      [
        { image: pngHeader(100, 100).subarray(0, 18).toString('base64') },
        400,
        'The image header cannot be read.',
      ],
      [{ image: line.toString('base64'), dpi_val: 200 }, 400, 'dpi_val must be 150 or 300.'],
      [
        { image: line.toString('base64'), performance: 3 },
        400,
        'performance must be 0 (Accurate) or 1 (Fast).',
      ],
      [{ image: 'not base64 at all!' }, 400, 'The file must be base64 encoded (or a data URL).'],
    ];
    for (const [fields, status, message] of cases) {
      const res = await post({ accessToken, ...fields });
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toContain(message);
    }
    const bomb = await post({ accessToken, image: pngHeader(50_000, 50_000).toString('base64') });
    expect(bomb.json().code).toBe('ocr_image_too_many_pixels');
    expect(await balanceOf(user.id)).toBe(2000);
    expect(await jobsOf(user.id)).toHaveLength(0);
  });

  it('reads a PDF page by page as a searchable PDF, charged per page', { timeout: 180_000 }, async () => {
    const { user, accessToken } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 2000, { by: 'test' });
    const pdf = await renderUrduPdf([[text], [text], [text]]);
    const res = await post({
      image: `data:application/pdf;base64,${pdf.toString('base64')}`,
      accessToken,
      dpi_val: 300,
      performance: 1,
      fontsize: 20,
      output: 'pdf',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ output: 'pdf', contentType: 'application/pdf', cost: 0.75 });
    expect(body.pages).toHaveLength(3);
    expect(missingShare(text, body.pages[2])).toBeLessThan(0.3);
    expect(Buffer.from(body.response, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [job] = await jobsOf(user.id);
    expect(job).toMatchObject({ status: 'succeeded', units: 3, cost_milli: 750 });
  });

  it('refuses hostile documents with a clear 4xx, nothing charged or written', {
    timeout: 60_000,
  }, async () => {
    const { user, accessToken } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 2000, { by: 'test' });
    const ok = handMadePdf({ pages: 2 });
    const cases: Array<[Buffer, number, string]> = [
      [handMadePdf({ pages: 1, encrypted: true }), 400, 'ocr_document_encrypted'],
      [handMadePdf({ pages: 0 }), 400, 'ocr_document_empty'],
      [handMadePdf({ pages: 51 }), 413, 'ocr_document_too_many_pages'],
      [handMadePdf({ pages: 1, size: [100_000, 100_000] }), 413, 'ocr_page_too_large'],
      [ok.subarray(0, ok.length - 40), 400, 'ocr_document_truncated'],
    ];
    for (const [pdf, status, code] of cases) {
      const res = await post({ accessToken, image: pdf.toString('base64') });
      expect(res.statusCode, code).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(await balanceOf(user.id)).toBe(2000);
    expect(await jobsOf(user.id)).toHaveLength(0);
  });
});

describe('/ocr deadline', () => {
  it('gives a single image ENGINE_TIMEOUT_MS (documents get it a page): 503, refunded', {
    timeout: 60_000,
  }, async () => {
    const t = await createTestApp('sqlite', { ENGINE_TIMEOUT_MS: '30' });
    try {
      const { user, accessToken } = await createUser(t.ctx);
      await deposit(t.ctx, user.id, 2000, { by: 'test' });
      const res = await paidCallHelpers(() => t).post('/ocr', {
        image: line.toString('base64'),
        accessToken,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('engine_unavailable');
      expect(await paidCallHelpers(() => t).balanceOf(user.id)).toBe(2000);
    } finally {
      await t.close();
    }
  });
});

describe('ocrBinding.prepareAsync', () => {
  it('counts a document in pages and an image in megabytes, before anything runs', async () => {
    const t = await createTestApp('sqlite', { OCR_MAX_PAGES: '4' });
    try {
      const prepare = (image: Buffer, extra: Record<string, unknown> = {}) =>
        // The OCR binding has an inspect, so prepareAsync.
        ocrBinding.prepareAsync!({ image: image.toString('base64'), ...extra }, t.ctx);
      expect((await prepare(handMadePdf({ pages: 3 }))).units).toBe(3);
      expect((await prepare(line)).units).toBe(1);
      expect((await prepare(handMadePdf({ pages: 1 }), { output: 'alto' })).input).toMatchObject({
        output: 'alto',
      });
      await expect(prepare(handMadePdf({ pages: 5 }))).rejects.toMatchObject({
        status: 413,
        code: 'ocr_document_too_many_pages',
      });
      await expect(prepare(handMadePdf({ pages: 1 }), { output: 'docx' })).rejects.toMatchObject({
        status: 400,
        message: 'output must be text, hocr, alto or pdf.',
      });
    } finally {
      await t.close();
    }
  });
});
