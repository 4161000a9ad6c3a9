import type { BalanceRequestView as HeldBalance } from '@zuban/contract/admin';
import { Table } from '../ui/Table';
import { DecisionButtons } from './DecisionButtons';
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
  const { data, reload } = useAdminData<HeldBalance[]>('/backend/admin/balance_approvals');
  if (!data || data.length === 0) return null;
  return (
    <div className="admin-stack-table">
      <Table<HeldBalance>
        caption="Balance additions waiting for a second approval"
        columns={[
          { header: 'User', cell: (r) => r.user.email },
          { header: 'Amount (PKR)', cell: (r) => r.amount.toLocaleString('en-US') },
          { header: 'Note', cell: (r) => r.note ?? '' },
          { header: 'Asked by', cell: (r) => r.requestedBy },
          { header: 'Asked', cell: (r) => new Date(r.createdAt).toLocaleString('en-GB') },
          {
            header: 'Decision',
            cell: (r) => (
              <DecisionButtons
                base={`/backend/admin/balance_approvals/${encodeURIComponent(r.id)}`}
                approveConfirm={`Add ${r.amount} PKR to ${r.user.email}?`}
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
        empty="None."
      />
    </div>
  );
}
