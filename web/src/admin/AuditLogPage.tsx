import type { AuditEntry, AuditPage } from '@zuban/contract/admin';
import { useState } from 'react';
import { Alert } from '../ui/Alert';
import { Pager } from '../ui/Pager';
import { usePageTitle } from '../ui/PageTitle';
import { Table } from '../ui/Table';
import { Breadcrumb } from './Breadcrumb';
import { useAdminData } from './use-admin-data';

const show = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** /admin_audit: every admin action with who, what, when, before and after. */
export function AuditLogPage() {
  usePageTitle('Audit Log');
  const [page, setPage] = useState(1);
  const { data, error } = useAdminData<AuditPage>('/backend/audit_log', { page });
  return (
    <div className="container page">
      <Breadcrumb here="Audit Log" />
      <h1>Audit Log</h1>
      <Alert>{error}</Alert>
      <div className="admin-stack-table">
        <Table<AuditEntry>
          caption="Audit log"
          columns={[
            { header: 'When', cell: (e) => new Date(e.at).toLocaleString('en-GB') },
            { header: 'Who', cell: (e) => e.actorEmail },
            { header: 'Action', cell: (e) => e.action },
            { header: 'Target', cell: (e) => `${e.targetType} ${e.targetId}` },
            { header: 'Before', cell: (e) => <code className="small">{show(e.before)}</code> },
            { header: 'After', cell: (e) => <code className="small">{show(e.after)}</code> },
          ]}
          rows={data?.entries ?? []}
          rowKey={(e) => e.id}
          empty={data ? 'No admin actions yet.' : 'Loading…'}
        />
      </div>
      {data ? (
        <Pager page={data.page} pageCount={data.pages} onPage={setPage} label="Audit log pages" />
      ) : null}
    </div>
  );
}
