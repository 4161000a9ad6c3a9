import { sql, type Transaction } from 'kysely';
import type { Db, DbKind } from './database';
import type { Database } from './schema';
import type { WalSync } from './sqlite-wal-sync';

export type Trx = Transaction<Database>;
type Work<T> = (trx: Trx) => Promise<T>;

interface Pending {
  work: Work<unknown>;
  /** False: answered once its batch commits, without waiting for the disk (a rate-limit counter). */
  durable: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit. On SQLite each commit waits for the disk (fsync, 1 to 10 ms here with
 * synchronous=FULL) while better-sqlite3 blocks the event loop, so a transaction per paid call
 * capped the API at a few hundred calls a second; the fsync now happens off the event loop too
 * (sqlite-wal-sync.ts). Small write transactions ("units") that arrive
 * together run one after the other inside ONE transaction and commit together, as durable as
 * before; callers are answered only after the commit. Units must use only the transaction they
 * are given (the connection is held) and be short.
 */
export class GroupCommitter {
  #queue: Pending[] = [];
  #running = false;

  constructor(
    private readonly db: Db,
    /** SQLite under synchronous=FULL: batches commit without fsync, then the WAL is synced apart. */
    private readonly walSync?: WalSync,
  ) {}

  run<T>(work: Work<T>, options: UnitOptions = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({
        work,
        durable: options.durable ?? true,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      if (!this.#running) {
        this.#running = true;
        // Let requests that are already parsed in this tick join the first batch.
        setImmediate(() => void this.#drain());
      }
    });
  }

  /** Runs every unit of the batch in one transaction and commits it. */
  #commit(batch: Pending[]): Promise<unknown[]> {
    const runAll = async (trx: Trx) => {
      const out: unknown[] = [];
      for (const unit of batch) out.push(await unit.work(trx));
      return out;
    };
    if (!this.walSync) return this.db.transaction().execute(runAll);
    // The connection is held from the first pragma to the last, so no other transaction commits
    // while synchronous is NORMAL.
    return this.db.connection().execute(async (connection) => {
      await sql`PRAGMA synchronous = NORMAL`.execute(connection);
      try {
        return await connection.transaction().execute(runAll);
      } finally {
        await sql`PRAGMA synchronous = FULL`.execute(connection);
      }
    });
  }

  async #drain(): Promise<void> {
    while (this.#queue.length > 0) {
      const batch = this.#queue;
      this.#queue = [];
      try {
        const values = await this.#commit(batch);
        // Answer once the batch is durable, without holding up the next batch meanwhile.
        batch.forEach((unit, i) => {
          if (!unit.durable) unit.resolve(values[i]);
        });
        const durable = this.walSync ? this.walSync.sync() : Promise.resolve();
        durable.then(
          () => {
            batch.forEach((unit, i) => {
              if (unit.durable) unit.resolve(values[i]);
            });
          },
          (error: unknown) => {
            for (const unit of batch) if (unit.durable) unit.reject(error);
          },
        );
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

export interface UnitOptions {
  /**
   * false: the caller is answered when the batch has committed, before the WAL reaches the disk
   * (SQLite under FULL). For writes whose loss in a power cut does no harm, such as a rate-limit
   * counter; the next durable batch syncs them anyway. Default true.
   */
  durable?: boolean;
}

/**
 * Runs a short write transaction through the app's group committer (ctx.writes, one per context
 * and database). On PostgreSQL too: there
 * each paid call's own transaction cost a commit and two extra round trips, and batching doubled
 * throughput in bench/api. Two server processes whose batches lock the same users in opposite
 * order deadlock; PostgreSQL aborts one batch, and its units run again one by one.
 */
export function writeTransaction<T>(
  target: { writes: GroupCommitter },
  work: Work<T>,
  options?: UnitOptions,
): Promise<T> {
  return target.writes.run(work, options);
}

/**
 * Runs a short read; on SQLite, reads that arrive together share one transaction (ctx.reads: a
 * group committer without the WAL sync, nothing is written). Outside a transaction SQLite opens and closes a read
 * transaction for every statement, with file-lock system calls and an fstat that cost about half
 * of a paid call's 5 µs token look-up; in a shared one they are paid once per batch, and the
 * statement runs on the held connection (compiled-once.ts). On PostgreSQL the read runs as it is:
 * the pool runs reads in parallel, and a transaction would add round trips.
 */
export function batchedRead<T>(
  target: { db: Db; dbKind: DbKind; reads: GroupCommitter },
  read: (db: Db) => Promise<T>,
): Promise<T> {
  if (target.dbKind !== 'sqlite') return read(target.db);
  return target.reads.run(read);
}
