import { type AdminService, adminMessages as m } from '@zuban/contract/admin';
import { Alert } from '../ui/Alert';
import { api } from '../ui/api';
import { Button } from '../ui/Button';
import { usePageTitle } from '../ui/PageTitle';
import { Table } from '../ui/Table';
import { TextField } from '../ui/TextField';
import { Breadcrumb } from './Breadcrumb';
import { Dialog } from './Dialog';
import { PriceFields } from './PriceFields';
import { PriceUpdateDialog } from './PriceUpdateDialog';
import { priceColumns } from './price-columns';
import type { PriceValues } from './price-form';
import { useAdminData } from './use-admin-data';
import { usePriceRows } from './use-price-rows';

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
  const { error, adding, setAdding, editing, setEditing, add, update, remove } = usePriceRows<AdminService>({
    values: asValues,
    create: (form, prices) =>
      api.post('/backend/new_service', {
        serviceName: form.get('serviceName'),
        serviceTitle: form.get('serviceTitle'),
        ...prices,
      }),
    updateField: (s, f, value) =>
      api.post(`/backend/update_${f.suffix}`, { serviceName: s.serviceName, [f.key]: value }),
    remove: (s) => api.post(`/backend/service_delete/${encodeURIComponent(s.serviceName)}`),
    confirmRemove: (s) => m.confirmDeleteService(s.serviceName),
    reload,
  });

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
