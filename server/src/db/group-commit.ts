import type { Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

export type Trx = Transaction<Database>;
type Work<T> = (trx: Trx) => Promise<T>;

interface Pending {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit. On SQLite each commit waits for the disk (fsync, ~1 ms here with
 * synchronous=FULL) while better-sqlite3 blocks the event loop, so a transaction per paid call
 * capped the API at a few hundred calls a second. Small write transactions ("units") that arrive
 * together run one after the other inside ONE transaction and commit together, as durable as
 * before; callers are answered only after the commit. Units must use only the transaction they
 * are given (the connection is held) and be short.
 */
export class GroupCommitter {
  #queue: Pending[] = [];
  #running = false;

  constructor(private readonly db: Db) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.#running) {
        this.#running = true;
        // Let requests that are already parsed in this tick join the first batch.
        setImmediate(() => void this.#drain());
      }
    });
  }

  async #drain(): Promise<void> {
    while (this.#queue.length > 0) {
      const batch = this.#queue;
      this.#queue = [];
      try {
        const values = await this.db.transaction().execute(async (trx) => {
          const out: unknown[] = [];
          for (const unit of batch) out.push(await unit.work(trx));
          return out;
        });
        batch.forEach((unit, i) => {
          unit.resolve(values[i]);
        });
      } catch (error) {
        if (batch.length === 1) {
          batch[0]!.reject(error);
          continue;
        }
        // A unit (or the commit) failed and the whole batch rolled back: run each unit alone, so
        // only the failing one sees its error. Units only touch the database, so a rolled-back
        // unit can run again.
        for (const unit of batch) {
          await this.db.transaction().execute(unit.work).then(unit.resolve, unit.reject);
        }
      }
    }
    this.#running = false;
  }
}

const committers = new WeakMap<Db, GroupCommitter>();

/**
 * Runs a short write transaction through the database's group committer. On PostgreSQL too: there
 * each paid call's own transaction cost a commit and two extra round trips, and batching doubled
 * throughput in bench/api. Two server processes whose batches lock the same users in opposite
 * order deadlock; PostgreSQL aborts one batch, and its units run again one by one.
 */
export function writeTransaction<T>(target: { db: Db }, work: Work<T>): Promise<T> {
  let committer = committers.get(target.db);
  if (!committer) {
    committer = new GroupCommitter(target.db);
    committers.set(target.db, committer);
  }
  return committer.run(work);
}
