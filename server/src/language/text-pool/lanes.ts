import { EngineUnavailableError } from '@zuban/engines/errors';

export type Lane = 'short' | 'long';

interface Waiting {
  start: () => void;
}

/**
 * The text pool's waiting room, in two lanes: a task goes to piscina only when a thread is free,
 * and a freed thread takes the oldest short task before any long one. piscina's own queue is one
 * FIFO (and a task with a deadline signal bypasses a custom `taskQueue` for its skip queue), so a
 * 1,000-character stemmer call used to wait behind every 3,000-character POS and spelling call
 * queued before it; now it waits at most for one thread to finish the task it is running. A
 * waiting task leaves at its deadline (the pool's error for it: the caller's signal is aborted).
 */
export class Lanes {
  readonly #waiting: Record<Lane, Waiting[]> = { short: [], long: [] };
  #free: number;

  /** `threads`: the pool's thread count; `maxWaiting`: beyond it a call is turned away at once. */
  constructor(
    threads: number,
    private readonly maxWaiting: number,
  ) {
    this.#free = threads;
  }

  get waiting(): number {
    return this.#waiting.short.length + this.#waiting.long.length;
  }

  /** Runs `task` (a pool.run) as soon as a thread is free for its lane's turn, within `signal`. */
  run<T>(lane: Lane, signal: AbortSignal, task: () => Promise<T>): Promise<T> {
    if (signal.aborted) return Promise.reject(signal.reason);
    if (this.#free > 0) return this.#start(task);
    if (this.waiting >= this.maxWaiting) {
      return Promise.reject(
        new EngineUnavailableError('The text engines are busy. Please try again in a moment.'),
      );
    }
    return new Promise<T>((resolve, reject) => {
      const queue = this.#waiting[lane];
      const onAbort = () => {
        const at = queue.indexOf(entry);
        if (at !== -1) queue.splice(at, 1);
        reject(signal.reason);
      };
      const entry: Waiting = {
        start: () => {
          signal.removeEventListener('abort', onAbort);
          this.#start(task).then(resolve, reject);
        },
      };
      queue.push(entry);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  #start<T>(task: () => Promise<T>): Promise<T> {
    this.#free -= 1;
    return task().finally(() => {
      this.#free += 1;
      const next = this.#waiting.short.shift() ?? this.#waiting.long.shift();
      next?.start();
    });
  }
}
