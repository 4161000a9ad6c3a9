import { describe, expect, it } from 'vitest';
import { chainProblem, inputOf, outputOf } from './pipeline';
import { findService, services } from './services/index';

const service = (id: string) => {
  const found = findService(id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

describe('pipeline types, read from the catalogue', () => {
  it('gives every service what it takes and what it answers', () => {
    const kinds = Object.fromEntries(services.map((s) => [s.id, `${inputOf(s)?.kind}→${outputOf(s, {})}`]));
    expect(kinds).toMatchObject({
      ocr: 'image→text',
      asr: 'audio→text',
      tts: 'text→audio',
      punjabi_male_tts: 'text→audio',
      romanization: 'text→text',
      extractive_summarization: 'text→text',
      langid: 'text→score',
      content_filter: 'text→score',
    });
    for (const s of services) expect(inputOf(s), s.id).toBeDefined();
  });

  it('takes an option asking for another form than text as a document', () => {
    expect(outputOf(service('ocr'), { output: 'pdf' })).toBe('document');
    expect(outputOf(service('ocr'), { output: 'text' })).toBe('text');
    expect(outputOf(service('asr'), { response_format: 'srt' })).toBe('document');
  });

  it('chains OCR → TTS, ASR → summary, Roman → Urdu → TTS; refuses what does not fit', () => {
    const chain = (...ids: string[]) =>
      chainProblem(ids.map((id) => ({ service: service(id), options: {} })));
    expect(chain('ocr', 'tts')).toBeUndefined();
    expect(chain('asr', 'extractive_summarization')).toBeUndefined();
    expect(chain('romanization', 'tts')).toBeUndefined();
    expect(chain('tts', 'asr', 'stemmer')).toBeUndefined();
    expect(chain('tts', 'stemmer')).toMatchObject({
      index: 1,
      message: {
        code: 'pipeline.typesMismatch',
        text: 'Step 2 (stemmer) takes text, but step 1 (tts) answers audio.',
      },
    });
    expect(chain('langid', 'tts')?.message.text).toContain('answers a score');
    expect(chain('stemmer', 'ocr')?.index).toBe(1);
  });
});
