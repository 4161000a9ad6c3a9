import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/support/app';
import { createUser } from '../../server/test/support/users';
import { createZubanClient, retryAfterSeconds, ZubanApiError } from './index';

// The client against a live server whose text limit is 2 calls per 2-second window: real 429s.

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp('sqlite', { API_RATE_LIMIT_TEXT: '2', API_RATE_LIMIT_WINDOW_SECONDS: '2' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await t.close();
});

const text = 'پاکستان ایک خوبصورت ملک ہے';

/** A fetch that notes the status and Retry-After of every answer the client receives. */
function recordingFetch(seen: { status: number; retryAfter: string | null }[]): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    seen.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
    return response;
  };
}

async function token(): Promise<string> {
  return (await createUser(t.ctx, { balanceMilli: 100_000 })).accessToken;
}

describe('Retry-After', () => {
  it('by default waits out a 429 and sends the call again, so a batch of calls all succeed', async () => {
    const seen: { status: number; retryAfter: string | null }[] = [];
    const zuban = createZubanClient({ baseUrl, token: await token(), fetch: recordingFetch(seen) });
    for (let i = 0; i < 5; i++) {
      expect((await zuban.langid({ text })).result).toBe('Language identification is done successfully.');
    }
    const refused = seen.filter((s) => s.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(seen.filter((s) => s.status === 200)).toHaveLength(5);
  });

  it('with retry: false the 429 is thrown at once, with its code and Retry-After in the problem', async () => {
    const zuban = createZubanClient({ baseUrl, token: await token(), retry: false });
    let error: unknown;
    for (let i = 0; i < 4 && error === undefined; i++) {
      error = await zuban.langid({ text }).then(
        () => undefined,
        (e: unknown) => e,
      );
    }
    expect(error).toBeInstanceOf(ZubanApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      problem: { retryAfter: expect.any(Number) },
    });
  });

  it('gives up after maxRetries, and never waits longer than maxWaitSeconds', async () => {
    const seen: { status: number; retryAfter: string | null }[] = [];
    const zuban = createZubanClient({
      baseUrl,
      token: await token(),
      fetch: recordingFetch(seen),
      retry: { maxWaitSeconds: 0 },
    });
    let error: unknown;
    for (let i = 0; i < 4 && error === undefined; i++) {
      error = await zuban.langid({ text }).then(
        () => undefined,
        (e: unknown) => e,
      );
    }
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' });
    // The 429 asked for at least a second: more than allowed, so it was not retried.
    expect(seen.filter((s) => s.status === 429)).toHaveLength(1);
  });

  it('an abort ends the wait', async () => {
    const zuban = createZubanClient({ baseUrl, token: await token(), retry: { maxRetries: 5 } });
    const controller = new AbortController();
    const calls = [0, 1, 2, 3].map(() => zuban.langid({ text }, { signal: controller.signal }));
    setTimeout(() => controller.abort(new Error('stop')), 300);
    const settled = await Promise.allSettled(calls);
    expect(settled.some((s) => s.status === 'rejected' && String(s.reason).includes('stop'))).toBe(true);
  });
});

describe('retryAfterSeconds', () => {
  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    expect(retryAfterSeconds('7')).toBe(7);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
  });
});
