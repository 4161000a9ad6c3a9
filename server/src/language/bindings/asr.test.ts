import { asr } from '@zuban/contract/services/asr';
import { readWavHeader } from '@zuban/contract/services/wav-duration';
import { decodeWav } from '@zuban/engines/asr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { testDbKinds } from '../../../test/support/database';
import { balanceMilli, fundedUser, jobRows } from '../../../test/support/money';

// #22 finding 2: /asr is billed from what the engine decodes, and a header that contradicts itself
// is refused before anything is charged.

interface Header {
  format: number;
  channels: number;
  sampleRate: number;
  bits: number;
  byteRate: number;
  blockAlign: number;
  dataSize: number;
}

function wavBytes(dataBytes: number, h: Header): Buffer {
  const buf = Buffer.alloc(44 + dataBytes);
  buf.write('RIFFxxxxWAVEfmt ', 0, 'ascii');
  buf.writeUInt32LE(36 + dataBytes, 4);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(h.format, 20);
  buf.writeUInt16LE(h.channels, 22);
  buf.writeUInt32LE(h.sampleRate, 24);
  buf.writeUInt32LE(h.byteRate, 28);
  buf.writeUInt16LE(h.blockAlign, 32);
  buf.writeUInt16LE(h.bits, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(h.dataSize, 40);
  return buf;
}

function honest(dataBytes: number, channels = 1, sampleRate = 8000, bits = 8): Header {
  const blockAlign = (channels * bits) / 8;
  return {
    format: 1,
    channels,
    sampleRate,
    bits,
    byteRate: sampleRate * blockAlign,
    blockAlign,
    dataSize: dataBytes,
  };
}

/** A small deterministic generator, so a failure names a reproducible case. */
function* cases(count: number): Generator<{ dataBytes: number; header: Header }> {
  let seed = 22;
  // mulberry32
  const next = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) % n;
  };
  const pick = <T>(xs: T[]): T => xs[next(xs.length)] as T;
  for (let i = 0; i < count; i++) {
    const dataBytes = next(4000);
    const h = honest(
      dataBytes,
      pick([0, 1, 1, 2, 3]),
      pick([999, 1000, 8000, 22_050, 44_100, 96_000]),
      pick([8, 12, 16, 16, 24, 32, 64]),
    );
    h.format = pick([1, 1, 1, 3, 2]);
    if (next(4) === 0) h.byteRate = pick([0, 1, 0x7fffffff, h.byteRate * 2, h.byteRate + 1]);
    if (next(4) === 0) h.blockAlign = pick([0, 1, 2, 4, 6, 8]);
    if (next(4) === 0)
      h.dataSize = pick([0, 0xffffffff, dataBytes + 1, dataBytes * 2, Math.floor(dataBytes / 2)]);
    yield { dataBytes, header: h };
  }
}

describe('the billed duration is the decoded duration', () => {
  it('agrees with the engine on every header it accepts (2,000 generated headers)', () => {
    let accepted = 0;
    for (const { dataBytes, header } of cases(2000)) {
      const wav = wavBytes(dataBytes, header);
      const read = readWavHeader(wav.toString('base64'));
      if (!read.ok) continue;
      accepted += 1;
      expect(decodeWav(wav).durationSeconds, JSON.stringify({ dataBytes, header })).toBe(
        read.durationSeconds,
      );
    }
    expect(accepted).toBeGreaterThan(100);
  });
});

describe.each(testDbKinds)('/asr header checks (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('refuses byteRate=0x7fffffff with 400 wav_header_inconsistent: no job, nothing charged', async () => {
    const { user, accessToken } = await fundedUser(t.ctx);
    const dataBytes = 150 * 8000;
    const forged = wavBytes(dataBytes, { ...honest(dataBytes), byteRate: 0x7fffffff });
    const res = await t.app.inject({
      method: 'POST',
      url: '/asr',
      payload: { file: forged.toString('base64'), filename: 'a.wav', accessToken },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'wav_header_inconsistent',
      message: 'The WAV header contradicts itself (byte rate).',
    });
    expect(await balanceMilli(t.ctx, user.id)).toBe(100_000);
    expect(await jobRows(t.ctx, user.id)).toHaveLength(0);
  });

  it('prices the honest 150 s file at 10 blocks (7.5 PKR at the default price)', () => {
    const dataBytes = 150 * 8000;
    const file = wavBytes(dataBytes, honest(dataBytes)).toString('base64');
    expect(asr.countUnits(asr.input.parse({ file, filename: 'a.wav' }))).toBe(10);
  });
});
