import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { balanceMilli, fundedUser, jobRows } from '../../test/support/money';
import { sessionCookie } from '../../test/support/users';
import { makeTestKey } from '../keys/test-keys';

// What the SDK test does not reach: an Idempotency-Key replayed in OpenAI's shape, Prefer:
// respond-async ignored, the key taken from the header only, and speed reaching the voice.
describe.each(testDbKinds)('the OpenAI-compatible speech route (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Sarang configured as a neural voice whose files are missing: 503 before any charge.
    t = await createTestApp(kind, { TTS_NEURAL_VOICES: `sarang=${join(tmpdir(), 'zuban-no-such-voice')}` });
  });
  afterAll(() => t.close());

  const speak = (headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/audio/speech',
      headers,
      payload: {
        model: 'tts-1',
        input: 'پاکستان ایک خوبصورت ملک ہے',
        voice: 'naghma',
        response_format: 'wav',
        ...payload,
      },
    });

  it('replays an Idempotency-Key as the same audio, charged once, and answers at once despite Prefer', async () => {
    const me = await fundedUser(t.ctx, 10_000);
    const headers = {
      authorization: `Bearer ${me.accessToken}`,
      'idempotency-key': 'k-1',
      prefer: 'respond-async',
    };
    const first = await speak(headers);
    const again = await speak(headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/wav');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['zuban-job-id']).toBe(first.headers['zuban-job-id']);
    expect(await jobRows(t.ctx, me.user.id)).toHaveLength(1);
    expect(await balanceMilli(t.ctx, me.user.id)).toBe(10_000 - 1000);
  });

  it('takes the key from the Authorization header only: a browser session is 401, free calls stay on /tts', async () => {
    const me = await fundedUser(t.ctx, 10_000);
    const res = await speak({ cookie: await sessionCookie(t.ctx, me.user.id) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      error: { type: 'authentication_error', code: 'unauthorized', param: null },
    });
    expect(await jobRows(t.ctx, me.user.id)).toEqual([]);
  });

  it('takes a named key as the account token: its allowed services by voice, its cap, its jobs', async () => {
    const me = await fundedUser(t.ctx, 10_000);
    const key = await makeTestKey(t.ctx, me.user.id, { allowedServices: ['tts'], monthlyCap: 1.5 });
    const auth = { authorization: `Bearer ${key.secret}` };
    expect((await speak(auth)).statusCode).toBe(200);
    const other = await speak(auth, { voice: 'sarang' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toMatchObject({ type: 'permission_error' });
    // PKR 1 spent of 1.50: the next PKR 1 would pass the cap, refused before the charge.
    const capped = await speak(auth);
    expect(capped.statusCode).toBe(402);
    expect(capped.json().error).toMatchObject({ type: 'insufficient_quota' });
    const jobs = await jobRows(t.ctx, me.user.id);
    expect(jobs.map((j) => [j.service_id, j.api_key_id])).toEqual([['tts', key.id]]);
    expect(await balanceMilli(t.ctx, me.user.id)).toBe(10_000 - 1000);
  });

  it('answers a body over the limit 413 in OpenAI’s shape, charging nothing', async () => {
    const me = await fundedUser(t.ctx, 10_000);
    const res = await speak(
      { authorization: `Bearer ${me.accessToken}` },
      { input: 'س'.repeat(2 * 1024 * 1024) },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ type: 'invalid_request_error', param: null });
    expect(await jobRows(t.ctx, me.user.id)).toEqual([]);
  });

  it('answers a voice that is not installed 503 in OpenAI’s shape, charging nothing', async () => {
    const me = await fundedUser(t.ctx, 10_000);
    const res = await speak({ authorization: `Bearer ${me.accessToken}` }, { voice: 'sarang' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({ type: 'server_error', code: 'engine_unavailable', param: null });
    expect(res.json().error.message).toContain('Voice not installed: Sarang.');
    expect(await jobRows(t.ctx, me.user.id)).toEqual([]);
    expect(await balanceMilli(t.ctx, me.user.id)).toBe(10_000);
  });

  it('maps speed onto the voice: twice as fast is shorter, a quarter is longer', async () => {
    const me = await fundedUser(t.ctx, 10_000);
    const auth = { authorization: `Bearer ${me.accessToken}` };
    const [normal, fast, slow] = await Promise.all([
      speak(auth),
      speak(auth, { speed: 2 }),
      speak(auth, { speed: 0.25 }),
    ]);
    const bytes = [normal, fast, slow].map((r) => r.rawPayload.length);
    expect(bytes[1]).toBeLessThan(bytes[0]! * 0.75);
    expect(bytes[2]).toBeGreaterThan(bytes[0]! * 1.3);
  });
});
