import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb, testDbKinds } from '../../test/support/database';
import { compiledOnce } from './compiled-once';

describe.each(testDbKinds)('compiledOnce (%s)', (kind) => {
  let t: TestDb;
  afterEach(() => t.drop());

  const servicePrice = compiledOnce<{ id: string; min: number }, { id: string; unit_cost_milli: number }>(
    (db, slot) =>
      db
        .selectFrom('services')
        .select(['id', 'unit_cost_milli'])
        .where('id', '=', slot('id'))
        .where('unit_cost_milli', '>=', slot('min')),
  );

  it('binds new values on every run, in a transaction too, and keeps compiled constants', async () => {
    t = await createTestDb(kind);
    const now = Date.now();
    for (const [id, cost] of [
      ['a', 10],
      ['b', 20],
    ] as const) {
      await t.db
        .insertInto('services')
        .values({
          id,
          title: id,
          unit_cost_milli: cost,
          discount_percent: 0,
          min_units: 1,
          min_charge_milli: 0,
          disabled_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    expect((await servicePrice(t.db, { id: 'a', min: 0 })).rows).toEqual([{ id: 'a', unit_cost_milli: 10 }]);
    expect((await servicePrice(t.db, { id: 'b', min: 0 })).rows).toEqual([{ id: 'b', unit_cost_milli: 20 }]);
    expect((await servicePrice(t.db, { id: 'b', min: 25 })).rows).toEqual([]);
    const inTransaction = await t.db
      .transaction()
      .execute(async (trx) => (await servicePrice(trx, { id: 'a', min: 5 })).rows);
    expect(inTransaction).toEqual([{ id: 'a', unit_cost_milli: 10 }]);
  });

  it('refuses to run with a slot left unbound', async () => {
    t = await createTestDb(kind);
    await expect(servicePrice(t.db, { id: 'a' } as { id: string; min: number })).rejects.toThrow(
      'no value for slot min',
    );
  });

  const renameService = compiledOnce<{ id: string; title: string }, { title: string }>((db, slot) =>
    db
      .updateTable('services')
      .set({ title: slot('title') })
      .where('id', '=', slot('id'))
      .returning('title'),
  );
  const insertService = compiledOnce<{ id: string; cost: number }, never>((db, slot) =>
    db.insertInto('services').values({
      id: slot('id'),
      title: 'x',
      unit_cost_milli: slot('cost'),
      discount_percent: 0,
      min_units: 1,
      min_charge_milli: 0,
      disabled_at: null,
      created_at: 0,
      updated_at: 0,
    }),
  );

  it('writes inside a transaction as Kysely would, and a failing statement rolls the transaction back', async () => {
    t = await createTestDb(kind);
    const written = await t.db.transaction().execute(async (trx) => {
      const inserted = await insertService(trx, { id: 'a', cost: 10 });
      const renamed = await renameService(trx, { id: 'a', title: 'renamed' });
      return { affected: inserted.numAffectedRows, rows: renamed.rows };
    });
    expect(written).toEqual({ affected: 1n, rows: [{ title: 'renamed' }] });
    // A negative cost breaks the table's check: the error reaches the caller and the rename before it is undone.
    await expect(
      t.db.transaction().execute(async (trx) => {
        await renameService(trx, { id: 'a', title: 'lost' });
        await insertService(trx, { id: 'b', cost: -1 });
      }),
    ).rejects.toThrow(/check/i);
    expect((await servicePrice(t.db, { id: 'a', min: 0 })).rows).toEqual([{ id: 'a', unit_cost_milli: 10 }]);
    const titles = await t.db.selectFrom('services').select(['id', 'title']).execute();
    expect(titles).toEqual([{ id: 'a', title: 'renamed' }]);
  });
});
