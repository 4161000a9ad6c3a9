/**
 * A member of the app context made on first use: engine pools, queue connections and the like
 * cost start-up time (or a Redis connection) that an app which never needs them should not pay.
 * The context shows it by name; `take` hands it to the close path once.
 */
export class Lazy<T> {
  #value: { made: T } | undefined;

  constructor(private readonly make: () => T) {}

  get(): T {
    this.#value ??= { made: this.make() };
    return this.#value.made;
  }

  /** The value if it was made, forgotten here: a later get() makes a new one (after a close). */
  take(): T | undefined {
    const value = this.#value;
    this.#value = undefined;
    return value?.made;
  }
}
