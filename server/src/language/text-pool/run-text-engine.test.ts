import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { fundedUser } from '../../../test/support/money';
import { closeTextPools, textPool } from './pool';
import { textPoolSettings } from './settings';
import { textEngines } from './text-engines';

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

  it('keeps a call on the event loop while its engine’s worst cost fits TEXT_INLINE_BUDGET_US', async () => {
    t = await createTestApp('sqlite', { TEXT_POOL_THREADS: '1' });
    const before = poolTasks();
    expect(await call('/stemmer', 'کتابیں')).toBe('کتاب');
    expect(poolTasks()).toBe(before);
    // a text past what language identification's declared worst cost lets fit the 2,000 µs budget …
    const words = Math.ceil((2000 / (textEngines.langid.usPerChar ?? 1) + 1) / 'کتابیں '.length) + 1;
    const long = Array.from({ length: words }, () => 'کتابیں').join(' ');
    expect(long.length).toBeGreaterThan(2000 / (textEngines.langid.usPerChar ?? 1));
    expect(await call('/langid', long)).toBe(1);
    expect(poolTasks()).toBe(before + 1);
    // … the extractive summary's is not: it stays inline past the old 300-character line,
    const sentences = Array.from({ length: 25 }, (_, i) => `بارش ${i} ہوئی اور لوگ گھروں میں رہے۔`).join(' ');
    expect(sentences.length).toBeGreaterThan(800);
    const summary = await call('/extractive_summarization', sentences);
    expect(typeof summary).toBe('string');
    expect(poolTasks()).toBe(before + 1);
    // … and POS leaves the event loop below it.
    await call('/postagger', 'بچے باغ میں کھیل رہے ہیں۔ '.repeat(20));
    expect(poolTasks()).toBe(before + 2);
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
