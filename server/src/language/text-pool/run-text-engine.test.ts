import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';
import { fundedUser } from '../../testing/money';
import { closeTextPools, textPool } from './pool';
import { textPoolSettings } from './settings';

afterAll(() => closeTextPools());

describe('where a text call runs', () => {
  let t: TestApp;
  afterEach(() => t.close());

  async function stem(text: string) {
    const { accessToken } = await fundedUser(t.ctx);
    const res = await t.app.inject({ method: 'POST', url: '/stemmer', payload: { text, accessToken } });
    expect(res.statusCode).toBe(200);
    return res.json().response;
  }

  it('runs every text call on a pool thread by default', async () => {
    t = await createTestApp('sqlite', { TEXT_POOL_THREADS: '1' });
    const pool = textPool(textPoolSettings(t.ctx.config));
    const before = pool.completed;
    expect(await stem('کتابیں')).toBe('کتاب');
    expect(pool.completed).toBe(before + 1);
  });

  it('keeps texts up to TEXT_INLINE_MAX_CHARS on the event loop, the rest on the pool', async () => {
    t = await createTestApp('sqlite', { TEXT_POOL_THREADS: '1', TEXT_INLINE_MAX_CHARS: '10' });
    const pool = textPool(textPoolSettings(t.ctx.config));
    const before = pool.completed;
    expect(await stem('کتابیں')).toBe('کتاب');
    expect(pool.completed).toBe(before);
    expect(await stem('کتابیں کتابیں')).toBe('کتاب کتاب');
    expect(pool.completed).toBe(before + 1);
  });
});
