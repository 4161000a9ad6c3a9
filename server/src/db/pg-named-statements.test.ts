import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb, testDbKinds } from '../../test/support/database';
import { compiledOnce } from './compiled-once';
import { statementNameOf } from './pg-named-statements';
import type { UserStatus } from './schema';

const onPostgres = testDbKinds.includes('postgres');
if (!onPostgres) console.log('named statement tests skipped: TEST_DATABASE_URL is not set (PostgreSQL)');

describe.skipIf(!onPostgres)('named statements on PostgreSQL', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('postgres');
  });
  afterAll(() => t.drop());

  const userCount = compiledOnce<{ status: UserStatus }, { n: number }>((db, slot) =>
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', slot('status')),
  );

  it('runs a compiled-once query as a statement prepared on the connection, with new values each time', async () => {
    await t.db.transaction().execute(async (trx) => {
      expect((await userCount(trx, { status: 'active' })).rows).toEqual([{ n: 0 }]);
      expect((await userCount(trx, { status: 'deleted' })).rows).toEqual([{ n: 0 }]);
      const prepared = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(trx);
      const mine = prepared.rows.filter((r) => r.statement.includes('count(*)'));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.name).toBe(statementNameOf(mine[0]!.statement));
    });
  });

  it('leaves other queries unnamed', async () => {
    await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('email', '=', 'nobody@x.test').execute();
      const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        trx,
      );
      expect(prepared.rows.some((r) => r.statement.includes('"email"'))).toBe(false);
    });
  });
});
