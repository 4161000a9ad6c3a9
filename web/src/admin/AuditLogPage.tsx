import type { AuditEntry, AuditPage } from '@zuban/contract/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../i18n/format';
import { useLanguage } from '../i18n/use-language';
import { Alert } from '../ui/Alert';
import { Pager } from '../ui/Pager';
import { usePageTitle } from '../ui/PageTitle';
import { Table } from '../ui/Table';
import { Breadcrumb } from './Breadcrumb';
import { useAdminData } from './use-admin-data';

const show = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** /admin_audit: every admin action with who, what, when, before and after. */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  usePageTitle(t('home.audit'));
  const [page, setPage] = useState(1);
  const { data, error } = useAdminData<AuditPage>('/backend/audit_log', { page });
  return (
    <div className="container page">
      <Breadcrumb here={t('home.audit')} />
      <h1>{t('home.audit')}</h1>
      <Alert>{error}</Alert>
      <div className="admin-stack-table">
        <Table<AuditEntry>
          caption={t('audit.caption')}
          columns={[
            { header: t('audit.when'), cell: (e) => formatMoment(e.at, language) },
            { header: t('audit.who'), cell: (e) => <bdi>{e.actorEmail}</bdi> },
            { header: t('audit.action'), cell: (e) => <code>{e.action}</code> },
            { header: t('audit.target'), cell: (e) => <code>{`${e.targetType} ${e.targetId}`}</code> },
            { header: t('audit.before'), cell: (e) => <code className="small">{show(e.before)}</code> },
            { header: t('audit.after'), cell: (e) => <code className="small">{show(e.after)}</code> },
          ]}
          rows={data?.entries ?? []}
          rowKey={(e) => e.id}
          empty={data ? t('audit.empty') : t('common.loading')}
        />
      </div>
      {data ? (
        <Pager page={data.page} pageCount={data.pages} onPage={setPage} label={t('audit.pages')} />
      ) : null}
    </div>
  );
}
