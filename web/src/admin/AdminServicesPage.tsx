import type { AdminService } from '@zuban/contract/admin';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/Alert';
import { staffApi } from '../ui/api';
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
  const { t } = useTranslation('admin');
  usePageTitle(t('home.services'));
  const {
    data: services,
    error: loadError,
    reload,
  } = useAdminData<AdminService[]>('/backend/service_detail');
  const { error, adding, setAdding, editing, setEditing, add, update, remove } = usePriceRows<AdminService>({
    values: asValues,
    create: (form, prices) =>
      staffApi.post('/backend/new_service', {
        serviceName: form.get('serviceName'),
        serviceTitle: form.get('serviceTitle'),
        ...prices,
      }),
    updateField: (s, f, value) =>
      staffApi.post(`/backend/update_${f.suffix}`, { serviceName: s.serviceName, [f.key]: value }),
    remove: (s) => staffApi.post(`/backend/service_delete/${encodeURIComponent(s.serviceName)}`),
    confirmRemove: (s) => t('confirm.deleteService', { name: s.serviceName }),
    reload,
  });

  return (
    <div className="container page">
      <Breadcrumb here={t('home.services')} />
      <h1>{t('home.services')}</h1>
      <div className="admin-toolbar">
        <Button onClick={() => setAdding(true)}>{t('services.add')}</Button>
      </div>
      <Alert>{loadError || error}</Alert>
      <h2>{t('services.existing')}</h2>
      <div className="admin-stack-table">
        <Table<AdminService>
          caption={t('services.existing')}
          columns={[
            { header: t('common.serviceName'), cell: (s) => <bdi>{s.serviceName}</bdi> },
            { header: t('common.serviceTitle'), cell: (s) => <bdi>{s.serviceTitle}</bdi> },
            ...priceColumns<AdminService>(asValues, { edit: setEditing, remove: (r) => void remove(r) }, t),
          ]}
          rows={services ?? []}
          rowKey={(s) => s.serviceName}
          empty={services ? t('services.empty') : t('common.loading')}
        />
      </div>
      <Dialog title={t('services.newTitle')} open={adding} onClose={() => setAdding(false)}>
        <form className="stack" onSubmit={add}>
          <Alert>{error}</Alert>
          <TextField
            label={t('common.serviceName')}
            name="serviceName"
            required
            hint={t('services.nameHint')}
          />
          <TextField label={t('common.serviceTitle')} name="serviceTitle" required />
          <PriceFields />
          <Button type="submit">{t('services.addSubmit')}</Button>
        </form>
      </Dialog>
      <PriceUpdateDialog
        title={
          editing ? t('services.editTitle', { title: editing.serviceTitle }) : t('services.editTitleBare')
        }
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
