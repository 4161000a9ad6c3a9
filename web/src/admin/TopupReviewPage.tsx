import type { TopupRequestView } from '@zuban/contract/topups';
import { useState } from 'react';
import { Alert } from '../ui/Alert';
import { usePageTitle } from '../ui/PageTitle';
import { Table } from '../ui/Table';
import { Breadcrumb } from './Breadcrumb';
import { DecisionButtons } from './DecisionButtons';
import { type StatusFilter, StatusSelect, statusBody } from './status-filter';
import { useAdminData } from './use-admin-data';

/** /admin_topups: users' top-up requests with their receipts; approve (deposit + mail) or reject. */
export function TopupReviewPage() {
  usePageTitle('Top-up Requests');
  const [status, setStatus] = useState<StatusFilter>('pending');
  const {
    data,
    error: loadError,
    reload,
  } = useAdminData<TopupRequestView[]>('/backend/admin/topup_requests', statusBody(status));
  const [note, setNote] = useState({ kind: 'success' as 'success' | 'error', text: '' });
  return (
    <div className="container page">
      <Breadcrumb here="Top-up Requests" />
      <h1>Top-up Requests</h1>
      <div className="admin-toolbar">
        <StatusSelect value={status} onChange={setStatus} />
      </div>
      <Alert>{loadError}</Alert>
      <Alert kind={note.kind}>{note.text}</Alert>
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
                    onDone={(text) => {
                      setNote({ kind: 'success', text });
                      reload();
                    }}
                    onError={(text) => setNote({ kind: 'error', text })}
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
    </div>
  );
}
