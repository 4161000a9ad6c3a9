import { describe, expect, it } from 'vitest';
import { createStreamSession, type Hypothesis } from './stream-session';

// The session's scheduling with a stand-in engine that reports how much audio it was given.
function fakeAsr(delayMs: number) {
  let running = 0;
  let peak = 0;
  return {
    peak: () => peak,
    asr: {
      async transcribeSamples(samples: Float32Array) {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, delayMs));
        running--;
        return {
          text: `${samples.length / 16_000}s`,
          segments: [],
          durationSeconds: 0,
          timing: { decodeMs: 0, vadMs: 0, whisperMs: 0, windows: 1 },
        };
      },
    },
  };
}

const second = () => Buffer.alloc(32_000);

describe('createStreamSession', () => {
  it('runs one transcription at a time, drops partials while busy, ends with the final', async () => {
    const engine = fakeAsr(30);
    const events: Hypothesis[] = [];
    const session = createStreamSession({ asr: engine.asr, emit: (h) => events.push(h), onError: () => {} });
    for (let i = 0; i < 3; i++) session.push(second()); // the 2nd and 3rd arrive while the 1st partial runs
    await new Promise((r) => setTimeout(r, 60)); // the partial finishes; no new one starts without new audio
    await session.end();
    expect(engine.peak()).toBe(1);
    expect(events.map((e) => [e.hypotheses[0]?.transcript, e.final])).toEqual([
      ['1s', false],
      ['3s', true],
    ]);
    expect(session.receivedSeconds()).toBe(3);
  });

  it('drops a partial that finishes after its utterance was finalised', async () => {
    const engine = fakeAsr(30);
    const events: Hypothesis[] = [];
    const session = createStreamSession({ asr: engine.asr, emit: (h) => events.push(h), onError: () => {} });
    session.push(second());
    await session.end(); // audio_end while the partial runs
    expect(events).toEqual([{ hypotheses: [{ transcript: '1s' }], final: true }]);
  });

  it('finalises an utterance at the length limit and starts a new one', async () => {
    const engine = fakeAsr(1);
    const events: Hypothesis[] = [];
    const session = createStreamSession({
      asr: engine.asr,
      emit: (h) => events.push(h),
      onError: () => {},
      maxUtteranceSeconds: 2,
    });
    for (let i = 0; i < 3; i++) {
      session.push(second());
      await new Promise((r) => setTimeout(r, 10));
    }
    await session.end();
    expect(events.filter((e) => e.final).map((e) => e.hypotheses[0]?.transcript)).toEqual(['2s', '1s']);
  });

  it('counts finished utterances waiting for transcription as backlog until they are read', async () => {
    const engine = fakeAsr(40);
    const session = createStreamSession({
      asr: engine.asr,
      emit: () => {},
      onError: () => {},
      maxUtteranceSeconds: 1,
    });
    for (let i = 0; i < 6; i++) session.push(second()); // six one-second utterances at once
    expect(session.backlogSeconds()).toBe(6);
    await session.end();
    expect(session.backlogSeconds()).toBe(0);
  });
});
