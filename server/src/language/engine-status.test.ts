import { describe, expect, it } from 'vitest';
import { createEngineProbes } from './engine-status';

function countingProbe() {
  let calls = 0;
  return {
    calls: () => calls,
    probe: async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 5));
      return { name: 'ocr', ok: true, detail: 'fine' };
    },
  };
}

describe('engine probes', () => {
  it('share one round among concurrent health checks and reuse it until the interval ends', async () => {
    let clock = 0;
    const probes = createEngineProbes({ ttlMs: 1_000, now: () => clock });
    const ocr = countingProbe();
    probes.set('ocr', ocr.probe);
    const answers = await Promise.all(Array.from({ length: 50 }, () => probes.statuses()));
    expect(ocr.calls()).toBe(1);
    expect(answers.every((a) => a[0]?.ok === true)).toBe(true);
    clock = 999;
    await probes.statuses();
    expect(ocr.calls()).toBe(1);
    clock = 1_000;
    await probes.statuses();
    expect(ocr.calls()).toBe(2);
  });

  it('a probe added or replaced is run at the next check, and a throwing probe reads as not ok', async () => {
    const probes = createEngineProbes({ ttlMs: 60_000 });
    probes.set('ocr', countingProbe().probe);
    await probes.statuses();
    probes.set('tts', async () => {
      throw new Error('espeak-ng missing');
    });
    expect(await probes.statuses()).toContainEqual({
      name: 'tts',
      ok: false,
      detail: 'Error: espeak-ng missing',
    });
  });
});
