import type { Principal } from '../auth';
import type { AppContext } from '../context';
import { recordAudit } from './audit-repo';
import { setPriceColumn } from './price-columns-repo';
import type { PriceColumns, PriceField } from './price-fields';

/** The row a price field is saved on (a service's or a user's costing) and how the audit log shows it. */
export interface PriceTarget<Row extends PriceColumns & { id: string }> {
  table: 'services' | 'user_costings';
  row: Row;
  action: string;
  targetType: string;
  targetId: string;
  /** The row's price as its audit entries record it. */
  present(row: Row): unknown;
}

/** Sets one price field of the row and records the before and after, in one transaction. */
export async function savePriceField<Row extends PriceColumns & { id: string }>(
  ctx: AppContext,
  actor: Principal,
  target: PriceTarget<Row>,
  f: PriceField,
  value: number,
): Promise<void> {
  const { row } = target;
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await setPriceColumn(trx, target.table, row.id, f.column, value, now);
    await recordAudit(
      trx,
      actor,
      {
        action: target.action,
        targetType: target.targetType,
        targetId: target.targetId,
        before: target.present(row),
        after: target.present({ ...row, [f.column]: value }),
      },
      now,
    );
  });
}
