import { type AdminUser, type AdminUserCosting, adminMessages as m } from '@zuban/contract/admin';
import { services } from '@zuban/contract/services/index';
import { useParams } from 'react-router';
import { Alert } from '../ui/Alert';
import { api } from '../ui/api';
import { Button } from '../ui/Button';
import { usePageTitle } from '../ui/PageTitle';
import { Select } from '../ui/Select';
import { Table } from '../ui/Table';
import { Breadcrumb } from './Breadcrumb';
import { Dialog } from './Dialog';
import { PriceFields } from './PriceFields';
import { PriceUpdateDialog } from './PriceUpdateDialog';
import { priceColumns } from './price-columns';
import type { PriceValues } from './price-form';
import { useAdminData } from './use-admin-data';
import { usePriceRows } from './use-price-rows';

const asValues = (c: AdminUserCosting): PriceValues => ({
  unit_cost: String(c.userUnitCost),
  discount: String(c.userDiscount),
  min_unit: String(c.userMinUnit),
  min_charge: String(c.userMinCharge),
});

/** /users_costing/{userId}: a user's own prices, which override the service's on their calls. */
export function UserCostingsPage() {
  const { userId = '' } = useParams();
  usePageTitle('User Costings');
  const { data: user } = useAdminData<AdminUser>(`/backend/admin/user/${encodeURIComponent(userId)}`);
  const {
    data: costings,
    error: loadError,
    reload,
  } = useAdminData<AdminUserCosting[]>(`/backend/user_service_detail/${encodeURIComponent(userId)}`);
  const { error, adding, setAdding, editing, setEditing, add, update, remove } =
    usePriceRows<AdminUserCosting>({
      values: asValues,
      create: (form, prices) =>
        api.post('/backend/new_user_service', { userId, userService: form.get('userService'), ...prices }),
      updateField: (c, f, value) =>
        api.post(`/backend/update_user_${f.suffix}`, {
          userId,
          userService: c.userService,
          [f.userKey]: value,
        }),
      remove: (c) => api.post('/backend/user_service_delete', { userId, userService: c.userService }),
      confirmRemove: (c) => m.confirmDeleteCosting(c.serviceTitle),
      reload,
    });

  return (
    <div className="container page">
      <Breadcrumb here="User Costings" />
      <h1>User Costings{user ? `: ${user.email}` : ''}</h1>
      <div className="admin-toolbar">
        <Button onClick={() => setAdding(true)}>Add New User Costing</Button>
      </div>
      <Alert>{loadError || error}</Alert>
      <h2>Existing User Costings</h2>
      <div className="admin-stack-table">
        <Table<AdminUserCosting>
          caption="Existing User Costings"
          columns={[
            { header: 'Service Title', cell: (c) => c.serviceTitle },
            ...priceColumns<AdminUserCosting>(asValues, { edit: setEditing, remove: (r) => void remove(r) }),
          ]}
          rows={costings ?? []}
          rowKey={(c) => c.userService}
          empty={costings ? 'This user pays the standard prices.' : 'Loading…'}
        />
      </div>
      <Dialog title="New User Costing" open={adding} onClose={() => setAdding(false)}>
        <form className="stack" onSubmit={add}>
          <Alert>{error}</Alert>
          <Select
            label="Service"
            name="userService"
            required
            placeholder="Choose a service"
            options={services.map((s) => ({ value: s.id, label: s.title }))}
          />
          <PriceFields />
          <Button type="submit">Add User Costing</Button>
        </form>
      </Dialog>
      <PriceUpdateDialog
        title={editing ? `User costing: ${editing.serviceTitle}` : 'User costing'}
        initial={editing ? asValues(editing) : null}
        error={error}
        onSave={(v) => void update(v)}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
