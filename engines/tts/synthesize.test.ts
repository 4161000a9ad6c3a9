import { describe, expect, it } from 'vitest';
import { TtsError } from './errors';
import { createEspeakSynthesizer, punjabiForPaVoice } from './synthesize';
import { medianPitchHz, rms } from './training/voice-analysis';
import { decodeMonoPcm16 } from './wav';

// These run the real espeak-ng (Debian package espeak-ng, installed by scripts/setup.sh).
const synth = createEspeakSynthesizer({ concurrency: 2, timeoutMs: 20_000 });
const URDU = 'پاکستان ایک خوبصورت ملک ہے۔ یہاں کے لوگ بہت مہمان نواز ہیں، اور کھانے مزیدار ہوتے ہیں۔';

async function speak(voice: string, text = URDU, speed = 0, volume = 100) {
  return decodeMonoPcm16(await synth({ voice, text, speed, volume }));
}
const seconds = (w: { samples: Int16Array; sampleRate: number }) => w.samples.length / w.sampleRate;

describe('createEspeakSynthesizer', () => {
  it('returns 22,050 Hz mono 16-bit WAV with speech in it', async () => {
    const wav = await synth({ voice: 'naghma', text: URDU });
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(22_050);
    expect(wav.readUInt16LE(34)).toBe(16);
    const decoded = decodeMonoPcm16(wav);
    expect(seconds(decoded)).toBeGreaterThan(3);
    expect(rms(decoded.samples)).toBeGreaterThan(300);
  });

  it('gives the four voices clearly different pitch', async () => {
    const pitch: Record<string, number> = {};
    for (const voice of ['naghma', 'naghma-v2', 'sarang']) {
      const w = await speak(voice);
      pitch[voice] = medianPitchHz(w.samples, w.sampleRate);
    }
    const ektara = await speak('ektara', 'ਪੰਜਾਬੀ ਮੇਰੀ ਮਾਂ ਬੋਲੀ ਏ, ਅੱਜ ਮੌਸਮ ਬਹੁਤ ਚੰਗਾ ਏ');
    pitch.ektara = medianPitchHz(ektara.samples, ektara.sampleRate);
    const values = Object.values(pitch).sort((a, b) => a - b);
    for (let i = 1; i < values.length; i++) {
      expect((values[i] as number) / (values[i - 1] as number)).toBeGreaterThan(1.15);
    }
    expect(pitch.sarang).toBeLessThan(140);
    expect(pitch.ektara).toBeLessThan(140);
    expect(pitch.naghma).toBeGreaterThan(150);
  });

  it('maps speed and volume onto Naghma and ignores them for Sarang', async () => {
    const slow = await speak('naghma', URDU, -5, 100);
    const fast = await speak('naghma', URDU, 5, 100);
    expect(seconds(slow) / seconds(fast)).toBeGreaterThan(2);
    const quiet = await speak('naghma-v2', URDU, 0, 60);
    const loud = await speak('naghma-v2', URDU, 0, 200);
    expect(rms(loud.samples) / rms(quiet.samples)).toBeGreaterThan(2.5);
    const sarangSlow = await speak('sarang', URDU, -5, 50);
    const sarangFast = await speak('sarang', URDU, 5, 200);
    expect(seconds(sarangSlow)).toBeCloseTo(seconds(sarangFast), 2);
  });

  it('reads Urdu digits instead of dropping them', async () => {
    const words = await speak('naghma', 'کمرہ نمبر');
    const withDigits = await speak('naghma', 'کمرہ نمبر ۲۵۴۷');
    expect(seconds(withDigits) - seconds(words)).toBeGreaterThan(1);
  });

  it('speaks Shahmukhi Punjabi about as long as the same sentence in Gurmukhi, not spelt out', async () => {
    const shahmukhi = await speak('ektara', 'پنجابی میری ماں بولی اے');
    const gurmukhi = await speak('ektara', 'ਪੰਜਾਬੀ ਮੇਰੀ ਮਾਂ ਬੋਲੀ ਏ');
    expect(seconds(shahmukhi) / seconds(gurmukhi)).toBeLessThan(1.3);
    expect(seconds(shahmukhi) / seconds(gurmukhi)).toBeGreaterThan(0.7);
  });

  it('never passes a Perso-Arabic letter to the pa voice', () => {
    expect(punjabiForPaVoice('سانوں ۱۲ ﷺ ة ٰ مان اے')).not.toMatch(/[\u0600-\u06ff]/);
  });

  it('rejects an unknown voice and empty text with a clear error', async () => {
    await expect(synth({ voice: 'robot', text: URDU })).rejects.toThrow(TtsError);
    await expect(synth({ voice: 'naghma', text: ' ۔ ' })).rejects.toMatchObject({
      code: 'invalid_text',
      message: 'The text has no letters or digits to speak.',
    });
  });

  it('reports a missing binary as engine_missing', async () => {
    const broken = createEspeakSynthesizer({ binary: '/nonexistent/espeak-ng' });
    await expect(broken({ voice: 'naghma', text: URDU })).rejects.toMatchObject({ code: 'engine_missing' });
  });

  it('kills a run that exceeds the timeout', async () => {
    const hasty = createEspeakSynthesizer({ timeoutMs: 1 });
    await expect(hasty({ voice: 'naghma', text: URDU.repeat(10) })).rejects.toMatchObject({
      code: 'engine_timeout',
    });
  });
});
