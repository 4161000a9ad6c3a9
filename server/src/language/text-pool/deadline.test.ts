import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { sharedDeadline } from './deadline';

describe('shared deadline signals', () => {
  it('share one signal between calls with the same timeout made together, not across timeouts', () => {
    const a = sharedDeadline(60_000);
    expect(sharedDeadline(60_000)).toBe(a);
    expect(sharedDeadline(59_000)).not.toBe(a);
  });

  it('abort no sooner than the timeout and at most 50 ms after it', async () => {
    const signal = sharedDeadline(100);
    await sleep(80);
    expect(signal.aborted).toBe(false);
    await sleep(400);
    expect(signal.aborted).toBe(true);
  });

  it('give a call made after the bucket closed a signal of its own', async () => {
    const first = sharedDeadline(30_000);
    await sleep(60);
    expect(sharedDeadline(30_000)).not.toBe(first);
  });
});
