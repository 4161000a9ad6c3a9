/**
 * bench/charge-writes: the SQLite writes of paid calls (conditional debit, job row, ledger row; 20
 * calls per committed batch, as the group committer batches them) on a database that already holds
 * HISTORY calls, with purely random row ids against time-ordered ones (server/src/db/time-ordered-id.ts).
 *   npx tsx bench/charge-writes.ts            (HISTORY=100000, MEASURED=40000)
 * Runs on the project's migrated schema with better-sqlite3 directly, synchronous=NORMAL, so only
 * the B-tree work and the WAL writes are timed, not the disk.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../server/src/config/config';
import { createAppContext } from '../server/src/context';
import { timeOrderedId } from '../server/src/db/time-ordered-id';
import { createTestDb } from '../server/test/support/database';
import { createUser } from '../server/test/support/users';

const history = Number(process.env.HISTORY ?? 100_000);
const measured = Number(process.env.MEASURED ?? 40_000);
const BATCH = 20;

interface IdScheme {
  label: string;
  jobId: () => string;
  ledgerId: () => string;
}

async function microsPerCall(scheme: IdScheme): Promise<number> {
  const testDb = await createTestDb('sqlite');
  const ctx = createAppContext({
    config: loadConfig({ DATA_DIR: dirname(testDb.sqliteFile), LOG_LEVEL: 'silent' }),
    db: testDb.db,
    dbKind: 'sqlite',
  });
  const { user } = await createUser(ctx);
  const USER = user.id;
  await testDb.db.destroy();
  const db = new SQLite(testDb.sqliteFile);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('wal_autocheckpoint = 10000');
    db.prepare('update users set balance_milli = ? where id = ?').run(10 ** 15, USER);
    const debit = db.prepare(
      'update users set balance_milli = balance_milli - ? where id = ? and balance_milli >= ? returning balance_milli',
    );
    const job = db.prepare(
      `insert into jobs (id, user_id, service_id, channel, units, cost_milli, status, input_summary, parameters, error, created_at, finished_at, duration_ms)
       values (?, ?, 'stemmer', 'api', 1, 250, 'succeeded', 'پاکستان کے لوگ محنتی اور مہمان نواز ہیں', null, null, ?, ?, 1)`,
    );
    const ledger = db.prepare(
      `insert into ledger (id, user_id, kind, amount_milli, balance_after_milli, job_id, actor, note, created_at)
       values (?, ?, 'charge', -250, ?, ?, 'api', 'stemmer', ?)`,
    );
    const batch = db.transaction(() => {
      for (let i = 0; i < BATCH; i++) {
        const at = Date.now();
        const { balance_milli } = debit.get(250, USER, 250) as { balance_milli: number };
        const jobId = scheme.jobId();
        job.run(jobId, USER, at, at);
        ledger.run(scheme.ledgerId(), USER, balance_milli, jobId, at);
      }
    });
    for (let i = 0; i < history / BATCH; i++) batch();
    const started = process.hrtime.bigint();
    for (let i = 0; i < measured / BATCH; i++) batch();
    return Number(process.hrtime.bigint() - started) / 1000 / measured;
  } finally {
    db.close();
    await testDb.drop().catch(() => undefined);
  }
}

const schemes: IdScheme[] = [
  {
    label: 'random ids (12 random characters, UUID)',
    jobId: () => randomBytes(9).toString('base64url'),
    ledgerId: () => randomUUID(),
  },
  { label: 'time-ordered ids', jobId: () => timeOrderedId(), ledgerId: () => timeOrderedId() },
];

console.log(
  `bench/charge-writes: ${history} calls of history, ${measured} measured, ${BATCH} calls per commit`,
);
// Twice each, alternating, so a drift in the machine's speed shows.
for (const round of [1, 2]) {
  for (const scheme of schemes) {
    const us = await microsPerCall(scheme);
    console.log(`round ${round}  ${scheme.label.padEnd(42)} ${us.toFixed(1).padStart(6)} µs per call`);
  }
}
