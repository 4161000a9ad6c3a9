import type { Db } from '../db/database';
import type { JobsTable } from '../db/schema';
import { chargeBatchInOneStatement, chargeInOneStatement } from './charge-statement-repo';

interface Waiting {
  job: JobsTable;
  resolve: (balanceAfter: number | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * PostgreSQL's group commit for paid text calls (ctx.chargeBatcher, one per app context): the charges that arrive together go to the
 * server as ONE statement (charge-statement-repo.ts), which commits on its own, instead of a
 * transaction with a round trip per call. One statement is in flight at a time; calls arriving
 * meanwhile form the next batch. A call whose user's balance does not cover all of that user's
 * calls in the batch, and every call of a batch whose statement failed (a deadlock with another
 * process, say), is charged again alone, in order, so each gets exactly the answer it would have
 * had by itself.
 */
export class ChargeBatcher {
  #queue: Waiting[] = [];
  #running = false;

  constructor(private readonly db: Db) {}

  /** The balance after the charge, or undefined when the balance did not cover it (nothing written). */
  charge(job: JobsTable): Promise<number | undefined> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ job, resolve, reject });
      if (!this.#running) {
        this.#running = true;
        setImmediate(() => void this.#drain());
      }
    });
  }

  async #drain(): Promise<void> {
    while (this.#queue.length > 0) {
      const batch = this.#queue;
      this.#queue = [];
      if (batch.length === 1) {
        await this.#alone(batch[0]!);
        continue;
      }
      let charged: Map<string, number> | undefined;
      try {
        charged = await chargeBatchInOneStatement(
          this.db,
          batch.map((w) => w.job),
        );
      } catch {
        charged = undefined; // nothing of the batch was written: each call goes alone
      }
      for (const waiting of batch) {
        const after = charged?.get(waiting.job.id);
        if (after !== undefined) waiting.resolve(after);
        else await this.#alone(waiting);
      }
    }
    this.#running = false;
  }

  async #alone(waiting: Waiting): Promise<void> {
    await chargeInOneStatement(this.db, waiting.job).then(waiting.resolve, waiting.reject);
  }
}
