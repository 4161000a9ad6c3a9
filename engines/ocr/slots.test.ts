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
});
