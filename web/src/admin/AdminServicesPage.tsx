import { type AdminService, adminMessages as m } from '@zuban/contract/admin';
import { type FormEvent, useState } from 'react';
import { Alert } from '../ui/Alert';
import { ApiError, api } from '../ui/api';
import { Button } from '../ui/Button';
import { usePageTitle } from '../ui/PageTitle';
import { Table } from '../ui/Table';
import { TextField } from '../ui/TextField';
import { Breadcrumb } from './Breadcrumb';
import { Dialog } from './Dialog';
import { PriceFields } from './PriceFields';
import { PriceUpdateDialog } from './PriceUpdateDialog';
import { priceColumns } from './price-columns';
import { type PriceValues, readPriceForm, saveChangedPrices } from './price-form';
import { useAdminData } from './use-admin-data';

const asValues = (s: AdminService): PriceValues => ({
  unit_cost: String(s.unit_cost),
  discount: String(s.discount),
  min_unit: String(s.min_unit),
  min_charge: String(s.min_charge),
});

/** /admin_service: Add New Service, Existing Services with View/Update and Delete. */
export function AdminServicesPage() {
  usePageTitle('Service Management');
  const {
    data: services,
    error: loadError,
    reload,
  } = useAdminData<AdminService[]>('/backend/service_detail');
  const [error, setError] = useState('');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminService | null>(null);

  const add = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError('');
    try {
      await api.post('/backend/new_service', {
        serviceName: form.get('serviceName'),
        serviceTitle: form.get('serviceTitle'),
        ...readPriceForm(form),
      });
      setAdding(false);
      reload();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : m.serviceAddError);
    }
  };

  /** The spec updates one field per call; only changed fields are sent, each with its own message. */
  const update = async (values: PriceValues) => {
    if (!editing) return;
    setError('');
    const failed = await saveChangedPrices(
      asValues(editing),
      values,
      (f, value) =>
        api.post(`/backend/update_${f.suffix}`, { serviceName: editing.serviceName, [f.key]: value }),
      (e) => e instanceof ApiError,
    );
    reload();
    if (failed) setError(failed);
    else setEditing(null);
  };

  const remove = async (s: AdminService) => {
    if (!window.confirm(m.confirmDeleteService(s.serviceName))) return;
    try {
      await api.post(`/backend/service_delete/${encodeURIComponent(s.serviceName)}`);
      reload();
    } catch {
      setError(m.serviceNotDeleted);
    }
  };

  return (
    <div className="container page">
      <Breadcrumb here="Service Management" />
      <h1>Service Management</h1>
      <div className="admin-toolbar">
        <Button onClick={() => setAdding(true)}>Add New Service</Button>
      </div>
      <Alert>{loadError || error}</Alert>
      <h2>Existing Services</h2>
      <div className="admin-stack-table">
        <Table<AdminService>
          caption="Existing Services"
          columns={[
            { header: 'Service Name', cell: (s) => s.serviceName },
            { header: 'Service Title', cell: (s) => s.serviceTitle },
            ...priceColumns<AdminService>(asValues, { edit: setEditing, remove: (r) => void remove(r) }),
          ]}
          rows={services ?? []}
          rowKey={(s) => s.serviceName}
          empty={services ? 'No services.' : 'Loading…'}
        />
      </div>
      <Dialog title="New Service" open={adding} onClose={() => setAdding(false)}>
        <form className="stack" onSubmit={add}>
          <Alert>{error}</Alert>
          <TextField label="Service Name" name="serviceName" required hint="The service id, e.g. stemmer" />
          <TextField label="Service Title" name="serviceTitle" required />
          <PriceFields />
          <Button type="submit">Add Service</Button>
        </form>
      </Dialog>
      <PriceUpdateDialog
        title={editing ? `Service: ${editing.serviceTitle}` : 'Service'}
        initial={editing ? asValues(editing) : null}
        error={error}
        onSave={(v) => void update(v)}
        onClose={() => setEditing(null)}
      >
        <p className="muted">{editing?.serviceName}</p>
      </PriceUpdateDialog>
    </div>
  );
}
