import type { Transaction } from 'kysely';
import type { Db, DbKind } from './database';
import type { Database } from './schema';

export type Trx = Transaction<Database>;
type Work<T> = (trx: Trx) => Promise<T>;

interface Pending {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for SQLite. Each commit waits for the disk (fsync, ~1 ms here with
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
 * Runs a short write transaction: on SQLite through the database's group committer, on
 * PostgreSQL as its own transaction (the server commits concurrent transactions in groups itself).
 */
export function writeTransaction<T>(target: { db: Db; dbKind: DbKind }, work: Work<T>): Promise<T> {
  if (target.dbKind !== 'sqlite') return target.db.transaction().execute(work);
  let committer = committers.get(target.db);
  if (!committer) {
    committer = new GroupCommitter(target.db);
    committers.set(target.db, committer);
  }
  return committer.run(work);
}
