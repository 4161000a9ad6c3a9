import { describe, expect, it } from 'vitest';
import { findService, services } from './index';

describe('service catalogue', () => {
  it('declares the 16 public services with the spec public paths', () => {
    expect(services.map((s) => s.apiPaths[0]).sort()).toEqual(
      [
        '/tts',
        '/female_tts',
        '/male_tts',
        '/punjabi_male_tts',
        '/asr',
        '/postagger',
        '/content_filter',
        '/langid',
        '/extractive_summarization',
        '/abstractive_summarization',
        '/domain_identification',
        '/spell_checker',
        '/keyword_extraction',
        '/stemmer',
        '/romanization',
        '/ocr',
      ].sort(),
    );
  });
  it('has unique ids, and a path belongs to one service unless a selector tells them apart', () => {
    expect(new Set(services.map((s) => s.id)).size).toBe(services.length);
    const owners = new Map<string, string[]>();
    for (const s of services)
      for (const p of new Set([...s.apiPaths, ...s.toolPaths]))
        owners.set(p, [...(owners.get(p) ?? []), s.id]);
    for (const [path, ids] of owners) {
      if (ids.length === 1) continue;
      const selected = ids.map((id) => findService(id)?.toolSelect);
      expect(selected.every(Boolean), path).toBe(true);
      expect(selected.filter((s) => s?.isDefault).length, path).toBe(1);
    }
  });
  it('validates with the spec messages', () => {
    const stem = findService('stemmer');
    const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
      r.error?.issues[0]?.message;
    expect(first(stem!.input.safeParse({ text: '  ' }))).toBe('Failed! Field cannot be empty.');
    expect(first(stem!.input.safeParse({}))).toBe('Failed! Field cannot be empty.');
    expect(first(stem!.input.safeParse({ text: 'ا'.repeat(3001) }))).toBe(
      'Length of text in request is greater than the limit of 3000 characters',
    );
    expect(first(findService('spell_checker')!.input.safeParse({ text: 'ا'.repeat(3001) }))).toBe(
      'Length of text in the request is greater than the limit of 3000 characters',
    );
    expect(first(findService('tts')!.input.safeParse({ text: '' }))).toBe('Text field was empty.');
    expect(first(findService('tts')!.input.safeParse({ text: 'ا'.repeat(1001) }))).toBe(
      'Length of text in request is greater than the limit of 1000 characters',
    );
    expect(first(findService('romanization')!.input.safeParse({ text: 'a'.repeat(101) }))).toBe(
      'Length of text in request is greater than the limit of 100 characters',
    );
    expect(first(findService('keyword_extraction')!.input.safeParse({ text: 'ا', volume: 0 }))).toBe(
      'Number of keywords must be a postive integer.',
    );
    expect(first(findService('ocr')!.input.safeParse({}))).toBe('Failed! Please upload an image.');
    expect(findService('keyword_extraction')!.input.safeParse({ text: 'ا', volume: '3' }).success).toBe(true);
    expect(first(findService('extractive_summarization')!.input.safeParse({ text: 'ا', volume: 5 }))).toBe(
      'Number of sentences must be from 1 to 4.',
    );
  });
  it('accepts a text of exactly the limit', () => {
    expect(findService('stemmer')!.input.safeParse({ text: 'ا'.repeat(3000) }).success).toBe(true);
    expect(findService('tts')!.input.safeParse({ text: 'ا'.repeat(1000) }).success).toBe(true);
  });
});
