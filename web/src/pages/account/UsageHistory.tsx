import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../ui/api';
import { Pager } from '../../ui/Pager';
import { Table } from '../../ui/Table';
import { formatCost, type HistoryPage, type JobRow, toHistoryPage } from './history-shape';

/**
 * The Usage History table with its pager (newest first, 25 a page): the user's own on the dashboard,
 * or, for staff, the user named by `userId` (the admin's user summary).
 */
export function UsageHistory({ userId }: { userId?: string }) {
  const [page, setPage] = useState(1);
  const [history, setHistory] = useState<HistoryPage | null>(null);

  useEffect(() => {
    let live = true;
    api
      .postWithHeaders<unknown>(`/backend/history?page=${page}`, userId ? { userId } : {})
      .then(
        ({ body, headers }) => live && setHistory(toHistoryPage(body, page, headers.get('x-total-count'))),
      )
      // Spec: history fetch errors are only logged.
      .catch((err: unknown) => console.error('history', err));
    return () => {
      live = false;
    };
  }, [page, userId]);

  return (
    <>
      <Table<JobRow>
        caption="Usage History"
        columns={[
          {
            header: 'JOB ID',
            cell: (j) => <Link to={`/viewjobdetails/${encodeURIComponent(j.id)}`}>{j.id}</Link>,
          },
          { header: 'SERVICE NAME', cell: (j) => j.serviceTitle ?? j.serviceId },
          { header: 'COST', cell: (j) => formatCost(j.cost) },
          { header: 'DATE', cell: (j) => j.date },
          { header: 'TIME', cell: (j) => j.time },
        ]}
        rows={history?.jobs ?? []}
        rowKey={(j) => j.id}
        empty={
          history ? 'No jobs yet. Calls from the tool screens and through the API appear here.' : 'Loading…'
        }
      />
      {history ? (
        <Pager
          page={history.page}
          pageCount={history.pageCount}
          onPage={setPage}
          label="Usage history pages"
        />
      ) : null}
    </>
  );
}
