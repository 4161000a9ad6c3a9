import { describe, expect, it } from 'vitest';
import { newJobId } from './jobs-repo';

describe('newJobId', () => {
  it('gives 12 URL-safe characters, all different across several refills of the pool', () => {
    const ids = Array.from({ length: 2000 }, newJobId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
