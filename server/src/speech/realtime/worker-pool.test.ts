import { describe, expect, it } from 'vitest';
import { createWorkerPool } from './worker-pool';

describe('createWorkerPool', () => {
  it('hands out each slot once, reports free slots and takes releases once', async () => {
    const pool = createWorkerPool(2);
    const a = await pool.acquire();
    const b = await pool.acquire();
    expect(a && b).toBeTruthy();
    expect(await pool.acquire()).toBeUndefined();
    expect(await pool.free()).toBe(0);
    await a?.release();
    await a?.release();
    expect(await pool.free()).toBe(1);
    expect((await pool.acquire())?.id).toBe(a?.id);
  });
});
