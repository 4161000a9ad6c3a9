import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runawayPool } from '../../../test/support/runaway-tasks';
import { closeTextPools, textPool } from './pool';
import { runInTextPool } from './run-in-pool';
import { textEngines } from './text-engines';

afterAll(() => closeTextPools());

const stemTask = { kind: 'engine', service: 'stemmer', input: { text: 'پاکستان کے لوگ محنتی ہیں' } } as const;

describe('text pool', () => {
  it('runs the TypeScript engines on a worker thread under Vitest, as inline', async () => {
    const pool = textPool({ threads: 1, memoryMb: 512 });
    const pooled = await runInTextPool(pool, stemTask, 60_000);
    expect(pooled).toEqual(await textEngines.stemmer.run(stemTask.input));
    expect(pool.completed).toBe(1);
  });

  it('runs them on a worker thread under node --import tsx, as the server does', () => {
    const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));
    const script = `
      const { textPool, closeTextPools } = await import(${JSON.stringify(here('./pool.ts'))});
      const { runInTextPool } = await import(${JSON.stringify(here('./run-in-pool.ts'))});
      const answer = await runInTextPool(textPool({ threads: 1, memoryMb: 512 }), ${JSON.stringify(stemTask)}, 60000);
      console.log(JSON.stringify(answer));
      await closeTextPools();`;
    const file = join(mkdtempSync(join(tmpdir(), 'zuban-text-pool-')), 'serve-like.mjs');
    writeFileSync(file, script);
    const run = spawnSync(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8' });
    expect(run.stderr).not.toMatch(/Error/);
    expect(JSON.parse(run.stdout)).toEqual({ response: 'پاکستان کا لوگ محنتی ہے' });
  });

  it('rejects input that does not pass the service schema on the thread', async () => {
    const pool = textPool({ threads: 1, memoryMb: 512 });
    const task = { kind: 'engine', service: 'stemmer', input: { text: 42 } } as const;
    await expect(runInTextPool(pool, task, 60_000)).rejects.toThrow();
    const unknown = { kind: 'engine', service: 'tts', input: { text: 'x' } } as const;
    await expect(runInTextPool(pool, unknown, 60_000)).rejects.toThrow('No text engine for service tts');
  });

  it('ends a task at its deadline by ending its thread, while the event loop stays free', async () => {
    const pool = runawayPool({ threads: 1, memoryMb: 512 });
    await runInTextPool(pool, stemTask, 60_000); // the thread is up
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const started = performance.now();
    const spinning = runInTextPool(pool, { kind: 'spin', ms: 60_000 }, 500);
    await expect(spinning).rejects.toMatchObject({ code: 'engine_timeout' });
    clearInterval(ticker);
    expect(performance.now() - started).toBeLessThan(10_000);
    // Inline, a 500 ms spin would have let no timer fire at all.
    expect(ticks).toBeGreaterThan(5);
    // The pool started another thread in place of the terminated one.
    expect(await runInTextPool(pool, stemTask, 60_000)).toEqual({ response: 'پاکستان کا لوگ محنتی ہے' });
  });

  it('ends a thread that runs out of its memory cap; the call gets 503 and the pool goes on', async () => {
    const pool = runawayPool({ threads: 1, memoryMb: 128 });
    const failure = await runInTextPool(pool, { kind: 'allocate' }, 60_000).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: 'engine_unavailable',
      message: 'The engine ran out of memory on this text.',
    });
    expect(await runInTextPool(pool, stemTask, 60_000)).toEqual({ response: 'پاکستان کا لوگ محنتی ہے' });
  });
  it('runs its threads at TEXT_POOL_NICE, leaving the event loop at its own priority', async () => {
    const pool = runawayPool({ threads: 1, memoryMb: 512, nice: 7 });
    const answer = await runInTextPool(pool, { kind: 'niceness' }, 60_000);
    expect(answer).toEqual({ niceness: process.platform === 'linux' ? 7 : 0 });
    expect(getPriority(0)).toBe(0);
    // A thread that replaces one ended at its deadline starts at the same niceness.
    await expect(runInTextPool(pool, { kind: 'spin', ms: 60_000 }, 200)).rejects.toMatchObject({
      code: 'engine_timeout',
    });
    expect(await runInTextPool(pool, { kind: 'niceness' }, 60_000)).toEqual(answer);
  });
});
