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
): Column<Row>[] {
  return [
    ...priceFieldDefs.map((f) => ({ header: f.label, cell: (row: Row) => values(row)[f.key] })),
    {
      header: 'Actions',
      cell: (row: Row) => (
        <div className="admin-actions">
          <Button variant="secondary" onClick={() => actions.edit(row)}>
            View/Update
          </Button>
          <Button variant="danger" onClick={() => actions.remove(row)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];
}
