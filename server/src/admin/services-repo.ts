import type { Kysely, Selectable } from 'kysely';
import type { Database, ServicesTable } from '../db/schema';

export type ServiceRow = Selectable<ServicesTable>;

/** The price rows open to calls (not deleted), by id. */
export async function listLiveServices(db: Kysely<Database>): Promise<ServiceRow[]> {
  return db.selectFrom('services').selectAll().where('disabled_at', 'is', null).orderBy('id').execute();
}

/** A service's price row if it is open to calls. */
export async function findLiveService(db: Kysely<Database>, id: string): Promise<ServiceRow | undefined> {
  return db
    .selectFrom('services')
    .selectAll()
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

/** A service's price row, deleted or not. */
export async function findServiceRow(db: Kysely<Database>, id: string): Promise<ServiceRow | undefined> {
  return db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
}

export type ServiceValues = Pick<
  ServiceRow,
  'title' | 'unit_cost_milli' | 'discount_percent' | 'min_units' | 'min_charge_milli' | 'updated_at'
>;

/** Opens a service to calls at these prices: a new row, or the deleted one reopened. */
export async function openService(
  db: Kysely<Database>,
  id: string,
  values: ServiceValues,
  existing: boolean,
): Promise<void> {
  if (existing) {
    await db
      .updateTable('services')
      .set({ ...values, disabled_at: null })
      .where('id', '=', id)
      .execute();
    return;
  }
  await db
    .insertInto('services')
    .values({ id, created_at: values.updated_at, disabled_at: null, ...values })
    .execute();
}

/** Closes a service to calls; its history and price row stay. */
export async function closeService(db: Kysely<Database>, id: string, at: number): Promise<void> {
  await db.updateTable('services').set({ disabled_at: at, updated_at: at }).where('id', '=', id).execute();
}
