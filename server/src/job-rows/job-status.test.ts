import { describe, expect, it } from 'vitest';
import type { JobStatus } from '../db/schema';
import { canMove, isEnded, isWaiting, movesTo } from './job-status';

const all: JobStatus[] = ['queued', 'running', 'succeeded', 'failed', 'cancelled'];

describe('job status transitions', () => {
  it('lets a job move forward only: queued → running → ended, or ended before it ran', () => {
    const allowed = all.flatMap((from) => all.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual([
      'queued→running',
      'queued→failed',
      'queued→cancelled',
      'running→running',
      'running→succeeded',
      'running→failed',
      'running→cancelled',
    ]);
  });

  it('never moves an ended job, and nothing goes back to queued', () => {
    for (const ended of ['succeeded', 'failed', 'cancelled'] as const) {
      expect(isEnded(ended)).toBe(true);
      for (const to of all) expect(canMove(ended, to)).toBe(false);
    }
    expect(isEnded('queued')).toBe(false);
    expect(isEnded('running')).toBe(false);
    for (const from of all) expect(canMove(from, 'queued')).toBe(false);
  });

  it('gives a conditional update its allowed starting states, and refuses a move the table does not hold', () => {
    expect(movesTo('cancelled', 'queued', 'running')).toEqual(['queued', 'running']);
    expect(() => movesTo('running', 'succeeded')).toThrow('A job cannot move from succeeded to running.');
    expect(() => movesTo('succeeded', 'queued')).toThrow('A job cannot move from queued to succeeded.');
  });

  it('reads a job as waiting by its status alone: queued, asynchronous or on the engine queue', () => {
    expect(isWaiting({ status: 'queued' })).toBe(true);
    for (const status of ['running', 'succeeded', 'failed', 'cancelled'] as const) {
      expect(isWaiting({ status })).toBe(false);
    }
  });
});
