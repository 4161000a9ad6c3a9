import { describe, expect, it } from 'vitest';
import { cleanRecognizedLine } from './postprocess';

describe('cleanRecognizedLine', () => {
  it('restores the Arabic comma and drops bidi marks and extra spaces', () => {
    expect(cleanRecognizedLine('\u200fلاہور,  کراچی \n')).toBe('لاہور، کراچی');
  });
});
