import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb, testDbKinds } from '../testing/database';
import { GroupCommitter } from './group-commit';

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
    const committer = new GroupCommitter(t.db);
    let transactions = 0;
    const original = t.db.transaction.bind(t.db);
    t.db.transaction = () => {
      transactions++;
      return original();
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        committer.run(async (trx) => {
          await sql`update counter set n = n + 1 where id = 1`.execute(trx);
          return i;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(await value()).toBe(20);
    expect(transactions).toBe(1);
  });

  it('a failing unit gets its error and writes nothing; the others of its batch still commit', async () => {
    await setUp();
    const committer = new GroupCommitter(t.db);
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
