import { describe, expect, it } from 'vitest';
import {
  FONT_SIZES,
  initialOcrState,
  mayHavePages,
  ocrAnswer,
  ocrReducer,
  ocrRequestBody,
} from './ocr-state';

const image = { name: 'page.png', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' };

describe('ocrReducer', () => {
  it('clears the old output and error when a new image is chosen', () => {
    const shown = {
      ...initialOcrState,
      image,
      output: 'پرانا متن',
      error: 'OCR Failed. Check CLE OCR Service.',
    };
    const next = ocrReducer(shown, { type: 'imageChosen', image: { name: 'b.jpg', dataUrl: 'data:x' } });
    expect(next).toMatchObject({ output: '', error: '', detail: '', image: { name: 'b.jpg' } });
  });

  it('shows the answer of the latest request and clears the error', () => {
    let s = ocrReducer({ ...initialOcrState, image, error: 'old' }, { type: 'submitted' });
    expect(s.busy).toBe(true);
    s = ocrReducer(s, { type: 'succeeded', request: s.request, text: 'اردو' });
    expect(s).toMatchObject({ busy: false, output: 'اردو', error: '' });
  });

  it('drops an answer that arrives after Cancel', () => {
    const sent = ocrReducer({ ...initialOcrState, image }, { type: 'submitted' });
    const cancelled = ocrReducer(sent, { type: 'cancelled' });
    expect(cancelled).toMatchObject({ busy: false, image: null, output: '' });
    expect(ocrReducer(cancelled, { type: 'succeeded', request: sent.request, text: 'late' }).output).toBe('');
    expect(ocrReducer(cancelled, { type: 'failed', request: sent.request, error: 'late' }).error).toBe('');
  });

  it('keeps the error of a failed request', () => {
    const sent = ocrReducer({ ...initialOcrState, image }, { type: 'submitted' });
    const failed = ocrReducer(sent, { type: 'failed', request: sent.request, error: 'E', detail: 'why' });
    expect(failed).toMatchObject({ busy: false, error: 'E', detail: 'why' });
  });
});

describe('ocrRequestBody', () => {
  it('sends the data URL and numeric options', () => {
    expect(ocrRequestBody(image, { performance: '1', fontsize: '20', resolution: '300 dpi' })).toEqual({
      image: image.dataUrl,
      jobType: 'ocr',
      performance: 1,
      fontsize: 20,
      dpi_val: 300,
    });
  });

  it('offers fifteen font sizes from 14 to 42', () => {
    expect(FONT_SIZES).toHaveLength(15);
    expect(FONT_SIZES[0]).toBe(14);
    expect(FONT_SIZES.at(-1)).toBe(42);
  });
});

describe('documents on the OCR screen', () => {
  const pdf = { name: 'book.pdf', dataUrl: 'data:application/pdf;base64,JVBERi0=' };

  it('asks for the searchable PDF when the file may have pages', () => {
    expect(mayHavePages(pdf)).toBe(true);
    expect(mayHavePages({ name: 'scan.tif', dataUrl: 'data:image/tiff;base64,SUkqAA==' })).toBe(true);
    expect(mayHavePages(image)).toBe(false);
    expect(ocrRequestBody(pdf, { performance: '1', fontsize: '20', resolution: '300 dpi' })).toMatchObject({
      output: 'pdf',
    });
  });

  it('keeps the pages and the PDF of a document answer, and clears them with a new file', () => {
    const answer = ocrAnswer({ response: 'JVBERi0=', output: 'pdf', pages: ['ایک', 'دو'] });
    expect(answer).toEqual({ text: 'ایک\n\nدو', pages: ['ایک', 'دو'], pdf: 'JVBERi0=' });
    // A one-page file shows one text box, as an image does.
    expect(ocrAnswer({ response: 'JVBERi0=', output: 'pdf', pages: ['ایک'] }).pages).toEqual([]);
    expect(ocrAnswer({ response: 'متن' })).toEqual({ text: 'متن', pages: [], pdf: '' });
    const sent = ocrReducer({ ...initialOcrState, image: pdf }, { type: 'submitted' });
    const done = ocrReducer(sent, { type: 'succeeded', request: sent.request, ...answer });
    expect(done).toMatchObject({ pages: ['ایک', 'دو'], pdf: 'JVBERi0=', output: 'ایک\n\nدو' });
    expect(ocrReducer(done, { type: 'imageChosen', image })).toMatchObject({
      pages: [],
      pdf: '',
      output: '',
    });
  });
});
