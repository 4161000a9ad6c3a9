import { adminMessages } from '@zuban/contract/admin';
import type { ServiceAvailability } from '@zuban/contract/availability';
import { findService } from '@zuban/contract/services/index';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceName } from '../i18n/service-name';
import { useLanguage } from '../i18n/use-language';
import { Alert } from '../ui/Alert';
import { api } from '../ui/api';
import { usePageTitle } from '../ui/PageTitle';
import { Table } from '../ui/Table';
import { Breadcrumb } from './Breadcrumb';

/**
 * /admin_engines: which services this server can run, and for each that it cannot, what is missing
 * and the command that installs it (the same check a paid call makes before charging).
 */
export function EnginesPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  usePageTitle(t('home.engines'));
  const [rows, setRows] = useState<ServiceAvailability[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api
      .get('/backend/service_availability')
      .then(setRows)
      .catch(() => setError(adminMessages.fetchFailed));
  }, []);
  return (
    <div className="container page">
      <Breadcrumb here={t('home.engines')} />
      <h1>{t('home.engines')}</h1>
      <Alert>{error}</Alert>
      <Table<ServiceAvailability>
        caption={t('home.engines')}
        columns={[
          {
            header: t('common.service'),
            cell: (r) => {
              const s = findService(r.serviceId);
              return <bdi>{s ? serviceName(s, language) : r.serviceId}</bdi>;
            },
          },
          {
            header: t('engines.status'),
            cell: (r) => (r.available ? t('engines.available') : t('engines.notAvailable')),
          },
          { header: t('engines.missing'), cell: (r) => <span dir="auto">{r.missing ?? ''}</span> },
          { header: t('engines.install'), cell: (r) => (r.install ? <code>{r.install}</code> : '') },
        ]}
        rows={rows ?? []}
        rowKey={(r) => r.serviceId}
        empty={rows ? t('services.empty') : t('common.loading')}
      />
    </div>
  );
}
