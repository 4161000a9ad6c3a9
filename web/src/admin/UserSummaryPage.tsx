import type { AdminUser } from '@zuban/contract/admin';
import type { ApiKeyList } from '@zuban/contract/api-keys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatPkr } from '../i18n/format';
import { useLanguage } from '../i18n/use-language';
import { KeyFilter } from '../pages/account/keys/KeyFilter';
import { KeyTable } from '../pages/account/keys/KeyTable';
import { UsageHistory } from '../pages/account/UsageHistory';
import { Alert } from '../ui/Alert';
import { Card } from '../ui/Card';
import { usePageTitle } from '../ui/PageTitle';
import { Breadcrumb } from './Breadcrumb';
import { UserRateLimits } from './UserRateLimits';
import { useAdminData } from './use-admin-data';

/** /users_summary/{userId}: User Statistics and the user's Usage History. */
export function UserSummaryPage() {
  const { userId = '' } = useParams();
  const { t } = useTranslation('admin');
  const language = useLanguage();
  usePageTitle(t('summary.title'));
  const { data: user, error } = useAdminData<AdminUser>(`/backend/admin/user/${encodeURIComponent(userId)}`);
  // Names, limits and spend of the user's named keys (never a secret), and the history by key.
  const { data: keys } = useAdminData<ApiKeyList>(`/backend/admin/user/${encodeURIComponent(userId)}/keys`);
  const [keyId, setKeyId] = useState('');
  return (
    <div className="container page">
      <Breadcrumb here={t('summary.title')} />
      <h1>{t('summary.title')}</h1>
      <Alert>{error}</Alert>
      {user ? (
        <Card>
          <dl className="admin-facts">
            <dt>{t('common.name')}</dt>
            <dd dir="auto">{`${user.firstName} ${user.lastName}`}</dd>
            <dt>{t('common.email')}</dt>
            <dd dir="ltr">{user.email}</dd>
            <dt>{t('users.balance')}</dt>
            <dd>{t('common.pkr', { amount: formatPkr(user.balance, language) })}</dd>
            <dt>{t('common.status')}</dt>
            <dd>{user.status}</dd>
          </dl>
        </Card>
      ) : null}
      {user ? <UserRateLimits userId={userId} /> : null}
      {keys && keys.keys.length > 0 ? (
        <>
          <h2>{t('summary.keys')}</h2>
          <KeyTable keys={keys.keys} />
        </>
      ) : null}
      <h2>{t('summary.history')}</h2>
      <KeyFilter keys={keys?.keys ?? []} value={keyId} onChange={setKeyId} />
      <UsageHistory userId={userId} keyId={keyId} />
    </div>
  );
}
