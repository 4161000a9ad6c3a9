import type { TopupRequestView } from '@zuban/contract/topups';
import { useTranslation } from 'react-i18next';
import { formatMoment, formatNumber } from '../i18n/format';
import { useLanguage } from '../i18n/use-language';
import { api } from '../ui/api';
import { Table } from '../ui/Table';
import { DecisionButtons } from './DecisionButtons';
import { decideTopup } from './decisions';
import { HeldBalanceTable } from './HeldBalanceTable';
import { type ListBody, ReviewPage, useReviewQueue } from './ReviewQueue';

/** The top-up requests, on their route in /openapi.json (typed by the generated client). */
const listTopups = (body: ListBody) => api.post('/backend/admin/topup_requests', { body });

/** /admin_topups: users' top-up requests with their receipts; approve (deposit + mail) or reject. */
export function TopupReviewPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const queue = useReviewQueue<TopupRequestView>(listTopups);
  const { data } = queue;
  return (
    <ReviewPage title={t('home.topups')} queue={queue}>
      <HeldBalanceTable {...queue.decided} />
      <div className="admin-stack-table">
        <Table<TopupRequestView>
          caption={t('topups.caption')}
          columns={[
            { header: t('common.user'), cell: (r) => <bdi>{r.user?.email ?? ''}</bdi> },
            { header: t('common.amountPkr'), cell: (r) => formatNumber(r.amount, language) },
            { header: t('topups.bank'), cell: (r) => <bdi>{r.bank}</bdi> },
            { header: t('topups.reference'), cell: (r) => <bdi>{r.reference}</bdi> },
            {
              header: t('topups.receipt'),
              cell: (r) => (
                <a href={`/backend/files/${encodeURIComponent(r.receiptFileId)}`}>{t('common.download')}</a>
              ),
            },
            { header: t('topups.filed'), cell: (r) => formatMoment(r.createdAt, language) },
            {
              header: t('common.status'),
              cell: (r) =>
                r.status === 'pending' ? (
                  <DecisionButtons
                    send={decideTopup(r.id)}
                    approveConfirm={t('topups.creditConfirm', {
                      amount: formatNumber(r.amount, language),
                      email: r.user?.email ?? t('topups.thisUser'),
                    })}
                    {...queue.decided}
                  />
                ) : (
                  `${t(`common.${r.status}`)}${r.reason ? `: ${r.reason}` : ''}`
                ),
            },
          ]}
          rows={data ?? []}
          rowKey={(r) => r.id}
          empty={data ? t('topups.empty') : t('common.loading')}
        />
      </div>
    </ReviewPage>
  );
}
