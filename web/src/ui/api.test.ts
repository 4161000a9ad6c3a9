import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, staffApi } from './api';

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
