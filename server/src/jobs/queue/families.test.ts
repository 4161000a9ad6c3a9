import { describe, expect, it } from 'vitest';
import { boundServices } from '../../language/registry';
import { oneRunningPerWebUser, queueFamilyOf } from './families';

describe('queue families', () => {
  it('gives every heavy engine (bound without inProcess) a queue family, and no text engine one', () => {
    for (const bound of boundServices) {
      const family = queueFamilyOf(bound.declaration.id);
      if (bound.inProcess) expect(family, bound.declaration.id).toBeUndefined();
      else expect(family, bound.declaration.id).toBeDefined();
    }
  });

  it('limits free browser calls to one at a time on OCR, TTS and ASR only', () => {
    expect(['ocr', 'tts', 'female_tts', 'asr'].map((id) => oneRunningPerWebUser(queueFamilyOf(id)!))).toEqual(
      [true, true, true, true],
    );
    expect(oneRunningPerWebUser(queueFamilyOf('abstractive_summarization')!)).toBe(false);
  });
});
