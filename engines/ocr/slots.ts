/**
 * Bounds how many OCR jobs run at once. Each Tesseract process is single-threaded
 * (OMP_THREAD_LIMIT=1, which is far faster on a small machine than letting OpenMP spin), so the
 * bound is the number of cores to give OCR; callers past it wait their turn in order.
 */
export class Slots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      // The finishing job hands its slot straight to us, so `active` stays counted.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  get queued(): number {
    return this.waiting.length;
  }
}
