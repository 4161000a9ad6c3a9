import { describe, expect, it } from 'vitest';
import { cleanRecognizedLine } from './postprocess';

describe('cleanRecognizedLine', () => {
  it('restores the Arabic comma and drops bidi marks and extra spaces', () => {
    expect(cleanRecognizedLine('\u200fلاہور,  کراچی \n', false)).toBe('لاہور، کراچی');
  });

  it('turns the mirrored brackets of right-to-left readings back', () => {
    // The engine's reading of a rendered held-out line "کسی غیر ملکی (روسی) حملےکی".
    expect(cleanRecognizedLine('کسی غیر ملکی )روسی( حملے', true)).toBe('کسی غیر ملکی (روسی) حملے');
    expect(cleanRecognizedLine('ملکی (روسی)', false)).toBe('ملکی (روسی)');
  });
});
