import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/support/app';
import { createUser } from '../../server/test/support/users';
import { createZubanClient, ZubanApiError } from './index';

// The typed client against a listening server: two services, the Idempotency-Key, and errors.

let t: TestApp;
let baseUrl: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp('sqlite');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  token = (await createUser(t.ctx, { balanceMilli: 100_000 })).accessToken;
});
afterAll(async () => {
  await t.close();
});

const text = 'پاکستان ایک خوبصورت ملک ہے اور لوگ مہمان نواز ہیں';

describe('createZubanClient', () => {
  it('calls two services with the token as a Bearer header and gets their typed answers', async () => {
    const zuban = createZubanClient({ baseUrl, token });
    const langid = await zuban.langid({ text });
    expect(langid).toMatchObject({ result: 'Language identification is done successfully.', response: 1 });
    const stems = await zuban.stemmer({ text });
    expect(stems.result).toBe('Stemming is done successfully.');
    expect(typeof stems.response).toBe('string');
    expect(stems.cost).toBeGreaterThan(0);
  });

  it('an Idempotency-Key makes a retried call charge once', async () => {
    const zuban = createZubanClient({ baseUrl: `${baseUrl}/`, token });
    const idempotencyKey = randomUUID();
    const first = await zuban.langid({ text }, { idempotencyKey });
    const again = await zuban.langid({ text }, { idempotencyKey });
    expect(again.jobId).toBe(first.jobId);
    const other = await zuban.langid({ text });
    expect(other.jobId).not.toBe(first.jobId);
  });

  it('submit queues an asynchronous job and wait answers it with the synchronous answer', async () => {
    const zuban = createZubanClient({ baseUrl, token });
    const job = await zuban.submit('stemmer', { text }, { idempotencyKey: randomUUID() });
    expect(job.status).toBe('queued');
    const done = await zuban.wait(job.id, { intervalMs: 50, timeoutMs: 60_000 });
    expect(done).toMatchObject({ id: job.id, status: 'succeeded', result: 'Stemming is done successfully.' });
    expect(typeof done.response).toBe('string');
    const invalid = await zuban.submit('stemmer', { text: '' }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ name: 'ZubanApiError', status: 400 });
  });

  it('throws ZubanApiError with the status, code and message of the problem', async () => {
    const zuban = createZubanClient({ baseUrl, token });
    const invalid = await zuban.stemmer({ text: '' }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ZubanApiError);
    expect(invalid).toMatchObject({ status: 400, code: expect.any(String) });
    expect((invalid as ZubanApiError).message).not.toBe('HTTP 400');

    const poor = createZubanClient({ baseUrl, token: (await createUser(t.ctx)).accessToken });
    const unpaid = await poor.langid({ text }).catch((e: unknown) => e);
    expect(unpaid).toMatchObject({ status: 402, problem: { balance: 0 } });

    const stranger = createZubanClient({ baseUrl, token: 'not-a-token' });
    await expect(stranger.langid({ text })).rejects.toMatchObject({ name: 'ZubanApiError', status: 401 });
  });

  it('reaches any route through raw, typed by path (openapi-fetch answers instead of throwing)', async () => {
    const zuban = createZubanClient({ baseUrl, token });
    const ok = await zuban.raw.POST('/stemmer', { body: { text } });
    expect(ok.response.status).toBe(200);
    expect(ok.data?.result).toBe('Stemming is done successfully.');
    const refused = await zuban.raw.POST('/stemmer', { body: { text: '' } });
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({ code: expect.any(String) });
  });
});
