import { type AdminUser, adminMessages as m } from '@zuban/contract/admin';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../ui/Alert';
import { ApiError, api } from '../ui/api';
import { Button } from '../ui/Button';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { usePageTitle } from '../ui/PageTitle';
import { Table } from '../ui/Table';
import { TextField } from '../ui/TextField';
import { AddBalanceDialog } from './AddBalanceDialog';
import { Breadcrumb } from './Breadcrumb';
import { SendMailDialog } from './SendMailDialog';
import { useAdminData } from './use-admin-data';

interface StatusAction {
  label: string;
  path: string;
  confirm: string;
  failed: string;
  error: string;
  show: (u: AdminUser) => boolean;
  variant: 'secondary' | 'danger';
}

const statusActions: StatusAction[] = [
  {
    label: 'Suspend User',
    path: '/user_suspend',
    confirm: m.confirmSuspend,
    failed: m.notSuspended,
    error: m.suspendError,
    show: (u) => u.status !== 'suspended',
    variant: 'secondary',
  },
  {
    label: 'Activate User',
    path: '/user_activate',
    confirm: m.confirmActivate,
    failed: m.notActivated,
    error: m.activateError,
    show: (u) => u.status !== 'active',
    variant: 'secondary',
  },
  {
    label: 'Delete User',
    path: '/user_delete',
    confirm: m.confirmDeleteUser,
    failed: m.notDeleted,
    error: m.notDeleted,
    show: () => true,
    variant: 'danger',
  },
];

/** /admin_users: search, balances, mail, suspend/activate/delete, links to summary and costings. */
export function AdminUsersPage() {
  usePageTitle('User Management');
  const [search, setSearch] = useState('');
  const path = search.trim()
    ? `/backend/search_user/${encodeURIComponent(search.trim())}`
    : '/backend/users_detail';
  const { data: users, error: loadError, reload } = useAdminData<AdminUser[]>(path);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [balanceFor, setBalanceFor] = useState<AdminUser | null>(null);
  const [mailFor, setMailFor] = useState<AdminUser | null>(null);

  const runStatus = async (a: StatusAction, u: AdminUser) => {
    if (!window.confirm(a.confirm)) return;
    setBusy(true);
    setError('');
    try {
      await api.post(`${a.path}/${encodeURIComponent(u.id)}`);
      reload();
    } catch (e) {
      // A refusal with a reason ('You cannot suspend your own account.') says it (#23); else the spec's line.
      setError(e instanceof ApiError ? (e.status < 500 && e.code ? e.message : a.failed) : a.error);
      // Spec: a failed delete reloads the list.
      if (a.path === '/user_delete') reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container page">
      <LoadingOverlay show={busy} />
      <Breadcrumb here="User Management" />
      <h1>User Management</h1>
      <div className="admin-toolbar">
        <TextField
          label="Search users"
          type="search"
          placeholder="Search users"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <Alert>{loadError || error}</Alert>
      <div className="admin-stack-table">
        <Table<AdminUser>
          caption="Users"
          columns={[
            {
              header: 'User Name',
              cell: (u) =>
                `${u.firstName} ${u.lastName}`.trim() + (u.status === 'active' ? '' : ` (${u.status})`),
            },
            { header: 'Email', cell: (u) => u.email },
            {
              header: 'Current Balance',
              cell: (u) =>
                `${u.balance.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 })} PKR`,
            },
            {
              header: 'Actions',
              cell: (u) => (
                <div className="admin-actions">
                  <Button variant="secondary" onClick={() => setBalanceFor(u)}>
                    Add balance
                  </Button>
                  <Button variant="secondary" onClick={() => setMailFor(u)}>
                    Send Mail
                  </Button>
                  {statusActions
                    .filter((a) => a.show(u))
                    .map((a) => (
                      <Button key={a.path} variant={a.variant} onClick={() => void runStatus(a, u)}>
                        {a.label}
                      </Button>
                    ))}
                  <Link className="btn btn-ghost" to={`/users_summary/${encodeURIComponent(u.id)}`}>
                    View Summary
                  </Link>
                  <Link
                    className="btn btn-ghost"
                    to={`/users_costing/${encodeURIComponent(u.id)}`}
                    state={{ email: u.email }}
                  >
                    View Costings
                  </Link>
                </div>
              ),
            },
          ]}
          rows={users ?? []}
          rowKey={(u) => u.id}
          empty={users ? 'No users match.' : 'Loading…'}
        />
      </div>
      <AddBalanceDialog user={balanceFor} onClose={() => setBalanceFor(null)} onDone={reload} />
      <SendMailDialog user={mailFor} onClose={() => setMailFor(null)} />
    </div>
  );
}
