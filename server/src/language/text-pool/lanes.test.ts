import { EngineUnavailableError } from '@zuban/engines/errors';
import { afterAll, describe, expect, it } from 'vitest';
import { runawayPool } from '../../../test/support/runaway-tasks';
import { poolLane } from './inline-decision';
import { Lanes } from './lanes';
import { closeTextPools } from './pool';
import { runInTextPool } from './run-in-pool';
import { textEngines } from './text-engines';

afterAll(() => closeTextPools());

describe('the pool’s short lane', () => {
  it('gives a short task the next free thread ahead of long ones queued before it', async () => {
    const pool = runawayPool({ threads: 1, memoryMb: 640 });
    await runInTextPool(pool, { kind: 'spin', ms: 0 }, 60_000); // the thread is up
    const finished: string[] = [];
    const run = (name: string, ms: number, lane: 'short' | 'long') =>
      runInTextPool(pool, { kind: 'spin', ms }, 60_000, lane).then(() => finished.push(name));
    // The first long task takes the only thread; the rest wait in the queue.
    const all = [run('long 1', 300, 'long'), run('long 2', 50, 'long'), run('long 3', 50, 'long')];
    all.push(run('short', 0, 'short'));
    await Promise.all(all);
    expect(finished).toEqual(['long 1', 'short', 'long 2', 'long 3']);
  });

  it('puts calls under 10 ms of worst cost on the short lane: not large POS or spelling, never romanization', () => {
    expect(poolLane(textEngines.stemmer, 1000)).toBe('short');
    expect(poolLane(textEngines.postagger, 400)).toBe('short');
    expect(poolLane(textEngines.postagger, 3000)).toBe('long');
    expect(poolLane(textEngines.spellChecker, 3000)).toBe('long');
    expect(poolLane(textEngines.romanization, 10)).toBe('long');
  });

  it('drops a waiting task at its deadline and turns calls away past the waiting limit', async () => {
    const lanes = new Lanes(1, 1);
    let release = () => {};
    const running = lanes.run(
      'long',
      new AbortController().signal,
      () => new Promise<void>((r) => (release = r)),
    );
    const deadline = new AbortController();
    let started = false;
    const waiting = lanes.run('short', deadline.signal, async () => {
      started = true;
    });
    await expect(lanes.run('short', new AbortController().signal, async () => 1)).rejects.toBeInstanceOf(
      EngineUnavailableError,
    );
    deadline.abort(new Error('deadline'));
    await expect(waiting).rejects.toThrow('deadline');
    expect(lanes.waiting).toBe(0);
    release();
    await running;
    expect(started).toBe(false);
  });
});
