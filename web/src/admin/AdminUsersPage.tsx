import { type AdminUser, adminMessages as m } from '@zuban/contract/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPkr } from '../i18n/format';
import { useLanguage } from '../i18n/use-language';
import { useServerText } from '../i18n/use-server-text';
import { Alert } from '../ui/Alert';
import { ApiError, errorText, staffApi } from '../ui/api';
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
  label: 'users.suspend' | 'users.activate' | 'users.remove';
  path: string;
  confirm: string;
  failed: string;
  error: string;
  show: (u: AdminUser) => boolean;
  variant: 'secondary' | 'danger';
}

const statusActions: StatusAction[] = [
  {
    label: 'users.suspend',
    path: '/user_suspend',
    confirm: m.confirmSuspend,
    failed: m.notSuspended,
    error: m.suspendError,
    show: (u) => u.status !== 'suspended',
    variant: 'secondary',
  },
  {
    label: 'users.activate',
    path: '/user_activate',
    confirm: m.confirmActivate,
    failed: m.notActivated,
    error: m.activateError,
    show: (u) => u.status !== 'active',
    variant: 'secondary',
  },
  {
    label: 'users.remove',
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
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const localize = useServerText();
  usePageTitle(t('home.users'));
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
    if (!window.confirm(localize(a.confirm))) return;
    setBusy(true);
    setError('');
    try {
      await staffApi.post(`${a.path}/${encodeURIComponent(u.id)}`);
      reload();
    } catch (e) {
      // A refusal with a reason ('You cannot suspend your own account.') says it (#23); else the spec's line.
      setError(e instanceof ApiError ? (e.status < 500 && e.code ? errorText(e) : a.failed) : a.error);
      // Spec: a failed delete reloads the list.
      if (a.path === '/user_delete') reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container page">
      <LoadingOverlay show={busy} />
      <Breadcrumb here={t('home.users')} />
      <h1>{t('home.users')}</h1>
      <div className="admin-toolbar">
        <TextField
          label={t('users.search')}
          type="search"
          placeholder={t('users.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <Alert>{loadError || error}</Alert>
      <div className="admin-stack-table">
        <Table<AdminUser>
          caption={t('users.caption')}
          columns={[
            {
              header: t('users.userName'),
              cell: (u) =>
                u.status === 'active'
                  ? `${u.firstName} ${u.lastName}`.trim()
                  : t('users.statusSuffix', {
                      name: `${u.firstName} ${u.lastName}`.trim(),
                      status: u.status,
                    }),
            },
            { header: t('common.email'), cell: (u) => <bdi>{u.email}</bdi> },
            {
              header: t('users.balance'),
              cell: (u) => t('common.pkr', { amount: formatPkr(u.balance, language) }),
            },
            {
              header: t('common.actions'),
              cell: (u) => (
                <div className="admin-actions">
                  <Button variant="secondary" onClick={() => setBalanceFor(u)}>
                    {t('users.addBalance')}
                  </Button>
                  <Button variant="secondary" onClick={() => setMailFor(u)}>
                    {t('users.sendMail')}
                  </Button>
                  {statusActions
                    .filter((a) => a.show(u))
                    .map((a) => (
                      <Button key={a.path} variant={a.variant} onClick={() => void runStatus(a, u)}>
                        {t(a.label)}
                      </Button>
                    ))}
                  <Link className="btn btn-ghost" to={`/users_summary/${encodeURIComponent(u.id)}`}>
                    {t('users.summary')}
                  </Link>
                  <Link
                    className="btn btn-ghost"
                    to={`/users_costing/${encodeURIComponent(u.id)}`}
                    state={{ email: u.email }}
                  >
                    {t('users.costings')}
                  </Link>
                </div>
              ),
            },
          ]}
          rows={users ?? []}
          rowKey={(u) => u.id}
          empty={users ? t('users.empty') : t('common.loading')}
        />
      </div>
      <AddBalanceDialog user={balanceFor} onClose={() => setBalanceFor(null)} onDone={reload} />
      <SendMailDialog user={mailFor} onClose={() => setMailFor(null)} />
    </div>
  );
}
