import { describe, expect, it } from 'vitest';
import { Slots } from './slots';

describe('Slots', () => {
  it('never runs more than its limit at once, and runs everything', async () => {
    const slots = new Slots(2);
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        slots.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 5));
          running -= 1;
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('frees the slot when a task fails', async () => {
    const slots = new Slots(1);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(slots.run(async () => 'next')).resolves.toBe('next');
  });

  it('drops a waiting task whose signal aborts, and never starts it', async () => {
    const slots = new Slots(1);
    let release: () => void = () => undefined;
    const holder = slots.run(() => new Promise<void>((r) => (release = r)));
    const controller = new AbortController();
    let started = false;
    const waiting = slots.run(async () => {
      started = true;
    }, controller.signal);
    expect(slots.queued).toBe(1);
    controller.abort(new Error('deadline passed'));
    await expect(waiting).rejects.toThrow('deadline passed');
    expect(slots.queued).toBe(0);
    release();
    await holder;
    expect(started).toBe(false);
    // The slot is free again for others.
    await expect(slots.run(async () => 'next')).resolves.toBe('next');
  });

  it('refuses at once a task whose signal already aborted', async () => {
    const slots = new Slots(1);
    await expect(slots.run(async () => 'x', AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
    await expect(slots.run(async () => 'y')).resolves.toBe('y');
  });
});
