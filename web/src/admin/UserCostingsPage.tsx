import type { AdminUser, AdminUserCosting } from '@zuban/contract/admin';
import { services } from '@zuban/contract/services/index';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { serviceName } from '../i18n/service-name';
import { useLanguage } from '../i18n/use-language';
import { Alert } from '../ui/Alert';
import { staffApi } from '../ui/api';
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
  const { t } = useTranslation('admin');
  const language = useLanguage();
  usePageTitle(t('costings.title'));
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
        staffApi.post('/backend/new_user_service', {
          userId,
          userService: form.get('userService'),
          ...prices,
        }),
      updateField: (c, f, value) =>
        staffApi.post(`/backend/update_user_${f.suffix}`, {
          userId,
          userService: c.userService,
          [f.userKey]: value,
        }),
      remove: (c) => staffApi.post('/backend/user_service_delete', { userId, userService: c.userService }),
      confirmRemove: (c) => t('confirm.deleteCosting', { name: c.serviceTitle }),
      reload,
    });

  return (
    <div className="container page">
      <Breadcrumb here={t('costings.title')} />
      <h1>
        {t('costings.title')}
        {user ? (
          <>
            : <bdi>{user.email}</bdi>
          </>
        ) : null}
      </h1>
      <div className="admin-toolbar">
        <Button onClick={() => setAdding(true)}>{t('costings.add')}</Button>
      </div>
      <Alert>{loadError || error}</Alert>
      <h2>{t('costings.existing')}</h2>
      <div className="admin-stack-table">
        <Table<AdminUserCosting>
          caption={t('costings.existing')}
          columns={[
            { header: t('common.serviceTitle'), cell: (c) => <bdi>{c.serviceTitle}</bdi> },
            ...priceColumns<AdminUserCosting>(
              asValues,
              { edit: setEditing, remove: (r) => void remove(r) },
              t,
            ),
          ]}
          rows={costings ?? []}
          rowKey={(c) => c.userService}
          empty={costings ? t('costings.empty') : t('common.loading')}
        />
      </div>
      <Dialog title={t('costings.newTitle')} open={adding} onClose={() => setAdding(false)}>
        <form className="stack" onSubmit={add}>
          <Alert>{error}</Alert>
          <Select
            label={t('common.service')}
            name="userService"
            required
            placeholder={t('costings.choose')}
            options={services.map((s) => ({ value: s.id, label: serviceName(s, language) }))}
          />
          <PriceFields />
          <Button type="submit">{t('costings.addSubmit')}</Button>
        </form>
      </Dialog>
      <PriceUpdateDialog
        title={
          editing ? t('costings.editTitle', { title: editing.serviceTitle }) : t('costings.editTitleBare')
        }
        initial={editing ? asValues(editing) : null}
        error={error}
        onSave={(v) => void update(v)}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
