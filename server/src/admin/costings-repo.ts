import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UserCostingsTable } from '../db/schema';

export type CostingRow = Selectable<UserCostingsTable>;

/** A user's own prices, by service. */
export async function listUserCostings(db: Kysely<Database>, userId: string): Promise<CostingRow[]> {
  return db
    .selectFrom('user_costings')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('service_id')
    .execute();
}

export async function findUserCosting(
  db: Kysely<Database>,
  userId: string,
  serviceId: string,
): Promise<CostingRow | undefined> {
  return db
    .selectFrom('user_costings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('service_id', '=', serviceId)
    .executeTakeFirst();
}

export type CostingValues = Pick<
  CostingRow,
  'unit_cost_milli' | 'discount_percent' | 'min_units' | 'min_charge_milli'
>;

export async function insertUserCosting(
  db: Kysely<Database>,
  r: { userId: string; serviceId: string; at: number; values: CostingValues },
): Promise<void> {
  await db
    .insertInto('user_costings')
    .values({
      id: randomUUID(),
      user_id: r.userId,
      service_id: r.serviceId,
      created_at: r.at,
      updated_at: r.at,
      ...r.values,
    })
    .execute();
}

export async function deleteUserCosting(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('user_costings').where('id', '=', id).execute();
}
