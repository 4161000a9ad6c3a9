import type { Db } from '../db/database';
import type { PriceColumns } from './price-fields';

/** Sets one price column of a service's row or a user's costing row (the caller's transaction). */
export async function setPriceColumn(
  db: Db,
  table: 'services' | 'user_costings',
  id: string,
  column: keyof PriceColumns,
  value: number,
  at: number,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ [column]: value, updated_at: at })
    .where('id', '=', id)
    .execute();
}
