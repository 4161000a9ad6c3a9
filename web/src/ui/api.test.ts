import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, staffApi } from './api';

function answer(status: number, text: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(text || null, { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('gives the parsed body of a 2xx answer, JSON or text, and null for an empty one', async () => {
    answer(200, '{"message":"ok","n":1}');
    expect(await staffApi.post('/x', {})).toEqual({ message: 'ok', n: 1 });
    answer(200, 'plain');
    expect(await staffApi.postForm('/x', new FormData())).toBe('plain');
    answer(204, '');
    expect(await staffApi.get('/x')).toBe(null);
  });

  it("throws ApiError with the server's message and code, from JSON posts and form uploads alike", async () => {
    for (const call of [() => staffApi.post('/x', {}), () => staffApi.postForm('/x', new FormData())]) {
      answer(400, '{"message":"Failed! Field cannot be empty.","code":"invalid"}');
      const err = await call().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ message: 'Failed! Field cannot be empty.', status: 400, code: 'invalid' });
      answer(502, '');
      await expect(call()).rejects.toMatchObject({
        message: 'Request failed (502)',
        status: 502,
        code: null,
      });
    }
  });
});

describe('api (the typed routes)', () => {
  it('fills in the path, adds the query, sends the body (or {} for a POST without one), none on GET and DELETE', async () => {
    const calls: [string, RequestInit][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push([url, init]);
        return new Response('{"ok":true}', { status: 200 });
      }),
    );
    await api.get('/v1/jobs/{jobId}', { path: { jobId: 'a/b' } });
    await api.postWithHeaders('/backend/history', { query: { page: 2, key: '' }, body: {} });
    await api.post('/backend/logout');
    await api.post('/backend/forget_password', { body: { emailId: 'a@b.pk' } });
    await api.delete('/v1/keys/{id}', { path: { id: 'k1' } });
    expect(calls.map(([url, init]) => [init.method, url, init.body])).toEqual([
      ['GET', '/v1/jobs/a%2Fb', undefined],
      ['POST', '/backend/history?page=2', '{}'],
      ['POST', '/backend/logout', '{}'],
      ['POST', '/backend/forget_password', '{"emailId":"a@b.pk"}'],
      ['DELETE', '/v1/keys/k1', undefined],
    ]);
    expect(calls.every(([, init]) => init.credentials === 'same-origin')).toBe(true);
  });
});
