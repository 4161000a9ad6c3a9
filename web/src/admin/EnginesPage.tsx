import type { ServiceAvailability } from '@zuban/contract/availability';
import { findService } from '@zuban/contract/services/index';
import { useEffect, useState } from 'react';
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
  usePageTitle('Engines');
  const [rows, setRows] = useState<ServiceAvailability[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api
      .get<ServiceAvailability[]>('/backend/service_availability')
      .then(setRows)
      .catch(() => setError('Error while fetching the data.'));
  }, []);
  return (
    <div className="container page">
      <Breadcrumb here="Engines" />
      <h1>Engines</h1>
      <Alert>{error}</Alert>
      <Table<ServiceAvailability>
        caption="Engines"
        columns={[
          { header: 'Service', cell: (r) => findService(r.serviceId)?.title ?? r.serviceId },
          { header: 'Status', cell: (r) => (r.available ? 'Available' : 'Not available') },
          { header: 'What is missing', cell: (r) => r.missing ?? '' },
          { header: 'How to install it', cell: (r) => (r.install ? <code>{r.install}</code> : '') },
        ]}
        rows={rows ?? []}
        rowKey={(r) => r.serviceId}
        empty={rows ? 'No services.' : 'Loading…'}
      />
    </div>
  );
}
