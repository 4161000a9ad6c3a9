import { describe, expect, it } from 'vitest';
import { jobServiceName } from './service-name';

describe('jobServiceName', () => {
  it('names a pipeline’s own job in the page’s language, and catalogue services by their words', () => {
    expect(jobServiceName('pipeline', 'pipeline', 'en')).toBe('Pipeline');
    expect(jobServiceName('pipeline', 'pipeline', 'ur')).toBe('پائپ لائن');
    expect(jobServiceName('ocr', 'Urdu OCR', 'en')).toBe('Urdu OCR');
    expect(jobServiceName('gone_service', 'Old title', 'ur')).toBe('Old title');
  });
});
