import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb, testDbKinds } from '../../test/support/database';
import { batchedRead, GroupCommitter } from './group-commit';
import { WalSync } from './sqlite-wal-sync';

describe.each(testDbKinds)('GroupCommitter (%s)', (kind) => {
  let t: TestDb;
  afterEach(() => t.drop());

  async function setUp() {
    t = await createTestDb(kind);
    await sql`create table counter (id integer primary key, n integer not null)`.execute(t.db);
    await sql`insert into counter values (1, 0)`.execute(t.db);
  }
  const value = async () =>
    (await sql<{ n: number }>`select n from counter where id = 1`.execute(t.db)).rows[0]!.n;

  it('commits units that arrive together in one transaction, answering each with its own result', async () => {
    await setUp();
    const committer = new GroupCommitter(t.db, t.walSync);
    const transactions = new Set<unknown>();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        committer.run(async (trx) => {
          transactions.add(trx);
          await sql`update counter set n = n + 1 where id = 1`.execute(trx);
          return i;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(await value()).toBe(20);
    expect(transactions.size).toBe(1);
    if (kind === 'sqlite') {
      // The batch committed with synchronous=NORMAL and synced the WAL itself; FULL is back.
      const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(t.db);
      expect(rows[0]?.synchronous).toBe(2);
    }
  });

  // Only SQLite commits without waiting for the disk (the WAL sync comes after).
  it.runIf(kind === 'sqlite')(
    'answers a unit that need not be durable at its commit, the others only after the WAL sync',
    async () => {
      await setUp();
      let syncDone: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        syncDone = resolve;
      });
      const slowDisk = { sync: () => gate } as unknown as WalSync;
      const committer = new GroupCommitter(t.db, slowDisk);
      const answered: string[] = [];
      const bump = (trx: Parameters<Parameters<GroupCommitter['run']>[0]>[0]) =>
        sql`update counter set n = n + 1 where id = 1`.execute(trx);
      const durable = committer.run(bump).then(() => answered.push('durable'));
      const counter = committer.run(bump, { durable: false }).then(() => answered.push('counter'));
      await counter;
      expect(answered).toEqual(['counter']);
      expect(await value()).toBe(2); // committed together
      syncDone();
      await durable;
      expect(answered).toEqual(['counter', 'durable']);
    },
  );

  it('a failing unit gets its error and writes nothing; the others of its batch still commit', async () => {
    await setUp();
    const committer = new GroupCommitter(t.db, t.walSync);
    const add = (k: number) =>
      committer.run(async (trx) => {
        await sql`update counter set n = n + ${k} where id = 1`.execute(trx);
        if (k === 100) throw new Error('unit 100 failed');
        return k;
      });
    const outcomes = await Promise.allSettled([add(1), add(100), add(2), add(3)]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('unit 100 failed'));
    expect(await value()).toBe(6);
    // Later units still run (the committer is not stuck after a failed batch).
    expect(await add(4)).toBe(4);
    expect(await value()).toBe(10);
  });
});

describe('WalSync', () => {
  it('syncs an existing WAL file and reports a missing one as an error', async () => {
    const t = await createTestDb('sqlite');
    try {
      await sql`create table w (x integer)`.execute(t.db);
      const { walSync } = t;
      expect(walSync).toBeDefined();
      await expect(walSync!.sync()).resolves.toBeUndefined();
      const missing = new WalSync(`${t.sqliteFile}.missing-wal`);
      await expect(missing.sync()).rejects.toThrow(/ENOENT/);
      await missing.close();
    } finally {
      await t.drop();
    }
  });
});

describe.each(testDbKinds)('batchedRead (%s)', (kind) => {
  let t: TestDb;
  afterEach(() => t.drop());

  it('reads that arrive together share one transaction on SQLite; a failing read fails only its caller', async () => {
    t = await createTestDb(kind);
    const target = { db: t.db, dbKind: kind, reads: new GroupCommitter(t.db) };
    const seen: (typeof t.db)[] = [];
    const count = (db: typeof t.db) => {
      seen.push(db);
      return db
        .selectFrom('users')
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    };
    const results = await Promise.allSettled([
      batchedRead(target, count),
      batchedRead(target, count),
      batchedRead(target, () => Promise.reject(new Error('read failed'))),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(results[0]).toMatchObject({ value: { n: 0 } });
    expect(results[2]).toMatchObject({ reason: new Error('read failed') });
    if (kind === 'sqlite') {
      // The batch ran both reads in one transaction, then, after the failure, each alone in its own.
      expect(seen.map((db) => db.isTransaction)).toEqual([true, true, true, true]);
      expect(seen[0]).toBe(seen[1]);
      expect(seen[2]).not.toBe(seen[3]);
    } else {
      expect(seen).toEqual([t.db, t.db]);
    }
  });
});
