import { describe, expect, it } from 'vitest';
import { audioBlob, ttsAlert, wavBlob } from './tts-validation';
import { RATE, selectorVoices, TTS_SCREENS, VOLUME } from './tts-voices';

describe('ttsAlert', () => {
  it('gives the spec alerts for blank and over-long text', () => {
    expect(ttsAlert('   ')).toBe('Text field was empty.');
    expect(ttsAlert('ا'.repeat(1001))).toBe(
      'Length of text in request is greater than the limit of 1000 characters',
    );
    expect(ttsAlert('ا'.repeat(1000))).toBeNull();
  });
});

describe('TTS screens', () => {
  it('default volume 140 for the female voices, 100 for male and Punjabi', () => {
    expect(Object.fromEntries(TTS_SCREENS.map((s) => [s.voice, s.defaultVolume]))).toEqual({
      Naghma: 140,
      'Naghma V-2.0': 140,
      Sarang: 100,
      Ektara: 100,
    });
  });

  it('has the spec sliders: volume 80 to 200 by 10, rate -5 to 5 from 0', () => {
    expect(VOLUME).toEqual({ min: 80, max: 200, step: 10 });
    expect(RATE).toEqual({ min: -5, max: 5, step: 1, initial: 0 });
  });

  it('offers the three Urdu voices together and Ektara alone', () => {
    const urdu = TTS_SCREENS[0];
    const punjabi = TTS_SCREENS[3];
    expect(urdu && selectorVoices(urdu).map((s) => s.path)).toEqual(['/utts', '/female_tts', '/male_tts']);
    expect(punjabi && selectorVoices(punjabi).map((s) => s.path)).toEqual(['/punjabi_male_tts']);
  });
});

describe('wavBlob', () => {
  it('decodes base64 into a WAV blob', async () => {
    const blob = wavBlob(btoa('RIFF'));
    expect(blob.type).toBe('audio/wav');
    expect(await blob.text()).toBe('RIFF');
  });
});

describe('audioBlob', () => {
  it('types the blob by the answer’s format, so the download opens in the right player', () => {
    expect(audioBlob(btoa('ID3'), 'mp3').type).toBe('audio/mpeg');
    expect(audioBlob(btoa('OggS'), 'ogg').type).toBe('audio/ogg');
    expect(audioBlob(btoa('RIFF')).type).toBe('audio/wav');
  });
});
