import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id';

describe('timeOrderedId', () => {
  it('gives 21 URL-safe characters, all different across several refills of the random pool', () => {
    const ids = Array.from({ length: 2000 }, () => timeOrderedId(1_700_000_000_000));
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{9}[A-Za-z0-9_-]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sorts by creation time in byte order, across a change in the number of clock digits', () => {
    const times = [0, 35, 36, 1_700_000_000_000, 1_700_000_000_001, 36 ** 8, 36 ** 9 - 1];
    const ids = times.map((t) => timeOrderedId(t));
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]!.slice(0, 9)).toBe('000000000');
  });
});
