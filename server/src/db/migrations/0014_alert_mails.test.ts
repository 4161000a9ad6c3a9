import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb, testDbKinds } from '../../../test/support/database';
import { down, up } from './0014_alert_mails';

// Down and up again on a migrated database: the columns, the partial index and the table go and
// come back on both databases (SQLite drops a column only once no index names it).
describe.each(testDbKinds)('migration 0014: alert mails (%s)', (kind) => {
  let testDb: TestDb;
  afterEach(() => testDb.drop());

  it('goes down and up again, keeping the users', async () => {
    testDb = await createTestDb(kind);
    const db = testDb.db as unknown as Kysely<unknown>;
    await testDb.db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'a@example.com',
        password_hash: 'x',
        first_name: 'A',
        last_name: 'B',
        address: 'x',
        country: 'Pakistan',
        contact: '1',
        organization: null,
        role: 'user',
        status: 'active',
        balance_milli: 5_000,
        token_hash: 'h',
        token_encrypted: 'e',
        created_at: 1,
        confirmed_at: 1,
        deleted_at: null,
        language_chosen_at: null,
        low_balance_threshold_milli: 1_000,
      })
      .execute();
    await down(db);
    await expect(testDb.db.selectFrom('alert_mails').selectAll().execute()).rejects.toThrow();
    await up(db);
    const user = await testDb.db
      .selectFrom('users')
      .select(['balance_milli', 'low_balance_threshold_milli', 'low_balance_noticed_at'])
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      balance_milli: 5_000,
      low_balance_threshold_milli: null,
      low_balance_noticed_at: null,
    });
    expect(await testDb.db.selectFrom('alert_mails').selectAll().execute()).toEqual([]);
  });
});
