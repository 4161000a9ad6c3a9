import type { TFunction } from 'i18next';
import { Button } from '../ui/Button';
import type { Column } from '../ui/Table';
import { type PriceValues, priceFieldDefs } from './price-form';

/**
 * The Unit Cost, Discount(%), Min Units and Min Charge columns and the View/Update and Delete
 * actions, shared by the Existing Services and Existing User Costings tables.
 */
export function priceColumns<Row>(
  values: (row: Row) => PriceValues,
  actions: { edit: (row: Row) => void; remove: (row: Row) => void },
  t: TFunction<'admin'>,
): Column<Row>[] {
  return [
    ...priceFieldDefs.map((f) => ({ header: t(`prices.${f.key}`), cell: (row: Row) => values(row)[f.key] })),
    {
      header: t('common.actions'),
      cell: (row: Row) => (
        <div className="admin-actions">
          <Button variant="secondary" onClick={() => actions.edit(row)}>
            {t('common.viewUpdate')}
          </Button>
          <Button variant="danger" onClick={() => actions.remove(row)}>
            {t('common.delete')}
          </Button>
        </div>
      ),
    },
  ];
}
