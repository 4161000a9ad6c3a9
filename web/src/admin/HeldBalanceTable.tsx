import type { BalanceRequestView as HeldBalance } from '@zuban/contract/admin';
import { useTranslation } from 'react-i18next';
import { formatMoment, formatNumber } from '../i18n/format';
import { useLanguage } from '../i18n/use-language';
import { Table } from '../ui/Table';
import { DecisionButtons } from './DecisionButtons';
import { decideBalanceAddition } from './decisions';
import { useAdminData } from './use-admin-data';

/**
 * Balance additions above the two-person limit, held until a second staff member decides them
 * (#22). The server refuses the approval of the staff member who asked.
 */
export function HeldBalanceTable({
  onDone,
  onError,
}: {
  onDone: (text: string) => void;
  onError: (text: string) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data, reload } = useAdminData<HeldBalance[]>('/backend/admin/balance_approvals');
  if (!data || data.length === 0) return null;
  return (
    <div className="admin-stack-table">
      <Table<HeldBalance>
        caption={t('topups.held')}
        columns={[
          { header: t('common.user'), cell: (r) => <bdi>{r.user.email}</bdi> },
          { header: t('common.amountPkr'), cell: (r) => formatNumber(r.amount, language) },
          { header: t('topups.note'), cell: (r) => <bdi>{r.note ?? ''}</bdi> },
          { header: t('topups.askedBy'), cell: (r) => <bdi>{r.requestedBy}</bdi> },
          { header: t('topups.asked'), cell: (r) => formatMoment(r.createdAt, language) },
          {
            header: t('topups.decision'),
            cell: (r) => (
              <DecisionButtons
                send={decideBalanceAddition(r.id)}
                approveConfirm={t('topups.addConfirm', {
                  amount: formatNumber(r.amount, language),
                  email: r.user.email,
                })}
                onDone={(text) => {
                  onDone(text);
                  reload();
                }}
                onError={onError}
              />
            ),
          },
        ]}
        rows={data}
        rowKey={(r) => r.id}
        empty={t('common.none')}
      />
    </div>
  );
}
