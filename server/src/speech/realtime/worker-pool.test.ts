import { describe, expect, it } from 'vitest';
import { createWorkerPool } from './worker-pool';

describe('createWorkerPool', () => {
  it('hands out each slot once, reports free slots and takes releases once', () => {
    const pool = createWorkerPool(2);
    const a = pool.acquire();
    const b = pool.acquire();
    expect(a && b).toBeTruthy();
    expect(pool.acquire()).toBeUndefined();
    expect(pool.free()).toBe(0);
    a?.release();
    a?.release();
    expect(pool.free()).toBe(1);
    expect(pool.acquire()?.id).toBe(a?.id);
  });
});
