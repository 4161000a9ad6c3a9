import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';
import { fundedUser } from '../../testing/money';
import { closeTextPools, textPool } from './pool';
import { textPoolSettings } from './settings';

afterAll(() => closeTextPools());

describe('where a text call runs', () => {
  let t: TestApp;
  afterEach(() => t.close());

  async function call(url: string, text: string): Promise<unknown> {
    const { accessToken } = await fundedUser(t.ctx);
    const res = await t.app.inject({ method: 'POST', url, payload: { text, accessToken } });
    expect(res.statusCode).toBe(200);
    return res.json().response;
  }

  /** How many tasks the app's pool has finished so far. */
  const poolTasks = () => textPool(textPoolSettings(t.ctx.config)).completed;

  it('keeps texts up to TEXT_INLINE_MAX_CHARS (300) on the event loop and sends longer ones to the pool', async () => {
    t = await createTestApp('sqlite', { TEXT_POOL_THREADS: '1' });
    const before = poolTasks();
    expect(await call('/stemmer', 'کتابیں')).toBe('کتاب');
    expect(poolTasks()).toBe(before);
    const long = Array.from({ length: 60 }, () => 'کتابیں').join(' '); // 419 characters
    expect(await call('/stemmer', long)).toBe(Array.from({ length: 60 }, () => 'کتاب').join(' '));
    expect(poolTasks()).toBe(before + 1);
  });

  it('sends every call to the pool with TEXT_INLINE_MAX_CHARS=0', async () => {
    t = await createTestApp('sqlite', { TEXT_POOL_THREADS: '1', TEXT_INLINE_MAX_CHARS: '0' });
    const before = poolTasks();
    expect(await call('/stemmer', 'کتابیں')).toBe('کتاب');
    expect(poolTasks()).toBe(before + 1);
  });

  it('never runs romanization on the event loop: one new word can take tens of ms', async () => {
    t = await createTestApp('sqlite', { TEXT_POOL_THREADS: '1' });
    const before = poolTasks();
    expect(await call('/romanization', 'kitab')).toBe('کتاب');
    expect(poolTasks()).toBe(before + 1);
  });
});
