/**
 * Bounds how many OCR jobs run at once. Each Tesseract process is single-threaded
 * (OMP_THREAD_LIMIT=1, which is far faster on a small machine than letting OpenMP spin), so the
 * bound is the number of cores to give OCR; callers past it wait their turn in order. A caller
 * whose signal aborts (its call passed the deadline and was refunded) leaves the line at once, so
 * a page nobody waits for any more does not keep the slots busy.
 */
export class Slots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (this.active >= this.limit) {
      // The finishing job hands its slot straight to us, so `active` stays counted.
      await this.waitTurn(signal);
    } else {
      this.active += 1;
    }
    try {
      signal?.throwIfAborted();
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  private waitTurn(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const turn = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        const at = this.waiting.indexOf(turn);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(signal?.reason);
      };
      this.waiting.push(turn);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }

  get queued(): number {
    return this.waiting.length;
  }
}
