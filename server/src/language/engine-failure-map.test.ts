import { AsrError } from '@zuban/engines/asr';
import { EngineTimeoutError, EngineUnavailableError } from '@zuban/engines/errors';
import { OcrEngineError, OcrInputError } from '@zuban/engines/ocr';
import { TtsError } from '@zuban/engines/tts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { engineFailureError } from '../jobs/engine-failure';
import { decodeFailure, encodeFailure } from '../jobs/queue/failure-codec';

const spec = 'Sorry! Output is not generated. Check Test Service.';

function answer(error: unknown) {
  const e = engineFailureError(error, spec);
  return { status: e.status, code: e.code, message: e.message, detail: e.extra.detail };
}

describe('engine errors → HTTP, in one place', () => {
  it.each([
    [new TtsError('invalid_text', 'Nothing to speak.'), 400, 'invalid_text', 'Nothing to speak.'],
    [new AsrError('audio_not_wav', 'Not a WAV.'), 400, 'audio_not_wav', 'Not a WAV.'],
    [new OcrInputError('ocr_image_type', 'Not an image.'), 400, 'ocr_image_type', 'Not an image.'],
    [new OcrInputError('ocr_image_too_large', 'Too big.'), 413, 'ocr_image_too_large', 'Too big.'],
  ])('input: %s is the caller’s 4xx with the engine’s code', (error, status, code, message) => {
    expect(answer(error)).toMatchObject({ status, code, message });
  });

  it.each([
    [new TtsError('voice_not_installed', 'Voice not installed: Ektara.'), 503, 'engine_unavailable'],
    [new AsrError('model_missing', 'No model.'), 503, 'engine_unavailable'],
    [new EngineUnavailableError('Busy.'), 503, 'engine_unavailable'],
    [new EngineTimeoutError('Late.'), 503, 'engine_unavailable'],
    [new TtsError('engine_timeout', 'Late.'), 503, 'engine_unavailable'],
    [new OcrEngineError('tesseract crashed'), 502, 'engine_failed'],
    [new Error('segfault'), 502, 'engine_failed'],
  ])('%s answers %i %s with the spec message', (error, status, code) => {
    expect(answer(error)).toMatchObject({ status, code, message: spec });
  });

  it('shows an unavailability reason but never a crash’s message', () => {
    expect(answer(new EngineUnavailableError('Voice not installed: Ektara.')).detail).toBe(
      'Voice not installed: Ektara.',
    );
    expect(answer(new Error('at /srv/secret/path')).detail).toBe('The engine failed to produce an output.');
  });

  it('keeps a binding’s 4xx AppError as it is', () => {
    const own = new AppError(400, 'wav_header_inconsistent', 'Header lies.');
    expect(engineFailureError(own, spec)).toBe(own);
  });

  it('answers the same after the error crossed Redis', () => {
    for (const error of [
      new OcrInputError('ocr_image_too_large', 'Too big.'),
      new AsrError('audio_bad_wav', 'Bad.'),
      new EngineTimeoutError('Late.'),
      new OcrEngineError('crash'),
    ]) {
      expect(answer(decodeFailure(encodeFailure(error)))).toEqual(answer(error));
    }
  });
});
