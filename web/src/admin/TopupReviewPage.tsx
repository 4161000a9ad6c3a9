import type { TopupRequestView } from '@zuban/contract/topups';
import { Table } from '../ui/Table';
import { DecisionButtons } from './DecisionButtons';
import { HeldBalanceTable } from './HeldBalanceTable';
import { ReviewPage, useReviewQueue } from './ReviewQueue';

/** /admin_topups: users' top-up requests with their receipts; approve (deposit + mail) or reject. */
export function TopupReviewPage() {
  const queue = useReviewQueue<TopupRequestView>('/backend/admin/topup_requests');
  const { data } = queue;
  return (
    <ReviewPage title="Top-up Requests" queue={queue}>
      <HeldBalanceTable {...queue.decided} />
      <div className="admin-stack-table">
        <Table<TopupRequestView>
          caption="Top-up requests"
          columns={[
            { header: 'User', cell: (r) => r.user?.email ?? '' },
            { header: 'Amount (PKR)', cell: (r) => r.amount.toLocaleString('en-US') },
            { header: 'Bank', cell: (r) => r.bank },
            { header: 'Reference', cell: (r) => r.reference },
            {
              header: 'Receipt',
              cell: (r) => <a href={`/backend/files/${encodeURIComponent(r.receiptFileId)}`}>Download</a>,
            },
            { header: 'Filed', cell: (r) => new Date(r.createdAt).toLocaleString('en-GB') },
            {
              header: 'Status',
              cell: (r) =>
                r.status === 'pending' ? (
                  <DecisionButtons
                    base={`/backend/admin/topup_requests/${encodeURIComponent(r.id)}`}
                    approveConfirm={`Credit ${r.amount} PKR to ${r.user?.email ?? 'this user'}?`}
                    {...queue.decided}
                  />
                ) : (
                  `${r.status}${r.reason ? `: ${r.reason}` : ''}`
                ),
            },
          ]}
          rows={data ?? []}
          rowKey={(r) => r.id}
          empty={data ? 'No requests.' : 'Loading…'}
        />
      </div>
    </ReviewPage>
  );
}
