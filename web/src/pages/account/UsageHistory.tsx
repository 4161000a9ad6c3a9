import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { jobServiceName } from '../../i18n/service-name';
import { useLanguage } from '../../i18n/use-language';
import { api } from '../../ui/api';
import { Pager } from '../../ui/Pager';
import { Table } from '../../ui/Table';
import { formatCost, type HistoryPage, type JobRow, toHistoryPage } from './history-shape';

/**
 * The Usage History table with its pager (newest first, 25 a page): the user's own on the dashboard,
 * or, for staff, the user named by `userId` (the admin's user summary); only the calls of the named
 * key `keyId` when one is chosen.
 */
export function UsageHistory({ userId, keyId = '' }: { userId?: string; keyId?: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [history, setHistory] = useState<HistoryPage | null>(null);

  useEffect(() => {
    let live = true;
    api
      .postWithHeaders('/backend/history', { query: { page, key: keyId }, body: userId ? { userId } : {} })
      .then(
        ({ body, headers }) => live && setHistory(toHistoryPage(body, page, headers.get('x-total-count'))),
      )
      // Spec: history fetch errors are only logged.
      .catch((err: unknown) => console.error('history', err));
    return () => {
      live = false;
    };
  }, [page, userId, keyId]);

  return (
    <>
      <Table<JobRow>
        caption={t('history.caption')}
        columns={[
          {
            header: t('history.jobId'),
            cell: (j) => (
              <Link to={`/viewjobdetails/${encodeURIComponent(j.id)}`} dir="ltr">
                {j.id}
              </Link>
            ),
          },
          {
            header: t('history.service'),
            cell: (j) => <bdi>{jobServiceName(j.serviceId, j.serviceTitle, language)}</bdi>,
          },
          { header: t('history.cost'), cell: (j) => formatCost(j.cost, language) },
          { header: t('history.date'), cell: (j) => <bdi>{j.date}</bdi> },
          { header: t('history.time'), cell: (j) => <bdi>{j.time}</bdi> },
        ]}
        rows={history?.jobs ?? []}
        rowKey={(j) => j.id}
        empty={history ? t('history.empty') : t('history.loading')}
      />
      {history ? (
        <Pager
          page={history.page}
          pageCount={history.pageCount}
          onPage={setPage}
          label={t('history.pages')}
        />
      ) : null}
    </>
  );
}
