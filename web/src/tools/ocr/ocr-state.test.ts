import { describe, expect, it } from 'vitest';
import { FONT_SIZES, initialOcrState, ocrReducer, ocrRequestBody } from './ocr-state';

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
