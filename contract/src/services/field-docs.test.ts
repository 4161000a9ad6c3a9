import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldDocs } from './field-docs';
import { intField } from './fields';
import { services } from './index';
import { ocr } from './ocr';

describe('request field docs come from the request schema', () => {
  it('list every field of every service, then the access token', () => {
    for (const s of services) {
      const shape = s.input instanceof z.ZodObject ? Object.keys(s.input.shape) : [];
      expect(s.fields.map((f) => f.name)).toEqual([...shape, 'accessToken']);
      for (const f of s.fields) expect(f.description, `${s.id}.${f.name}`).not.toBe('');
    }
  });

  it('state the limits the schema enforces (OCR font size up to 44, not a copy that drifted)', () => {
    const fontsize = ocr.fields.find((f) => f.name === 'fontsize');
    expect(fontsize).toMatchObject({ type: 'integer', required: false });
    expect(fontsize?.description).toContain('14 to 44 (default 16)');
    expect(ocr.input.safeParse({ image: 'AAAA', fontsize: 44 }).success).toBe(true);
    expect(ocr.input.safeParse({ image: 'AAAA', fontsize: 45 }).success).toBe(false);
  });

  it('follow a changed schema with no other edit', () => {
    const input = z.object({
      size: intField({ min: 2, max: 9, fallback: 3, message: 'no' }).meta({ description: 'Size' }),
    });
    expect(fieldDocs(input)[0]).toEqual({
      name: 'size',
      type: 'integer',
      required: false,
      description: 'Size, 2 to 9 (default 3).',
    });
  });
});
