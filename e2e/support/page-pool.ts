/**
 * A fixed set of pages handed out one test at a time: concurrent tests share a few browser pages
 * without two of them driving the same page at once.
 */
export class PagePool<T> {
  private readonly free: T[] = [];
  private readonly waiting: ((item: T) => void)[] = [];

  add(item: T): void {
    const next = this.waiting.shift();
    if (next) next(item);
    else this.free.push(item);
  }

  async use<R>(work: (item: T) => Promise<R>): Promise<R> {
    const item = this.free.pop() ?? (await new Promise<T>((resolve) => this.waiting.push(resolve)));
    try {
      return await work(item);
    } finally {
      this.add(item);
    }
  }
}
