import type { ReactNode } from 'react';
import { useKeyboardScroll } from './use-keyboard-scroll';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface TableProps<Row> {
  caption?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty?: ReactNode;
}

/** A scrollable data table; wide tables scroll sideways on phones instead of breaking the page. */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty = 'Nothing to show yet.',
}: TableProps<Row>) {
  const scroll = useKeyboardScroll<HTMLDivElement>();
  return (
    <div className="table-wrap" {...scroll}>
      <table className="table">
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.header}>{c.cell(row)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
