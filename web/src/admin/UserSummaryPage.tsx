import type { AdminUser } from '@zuban/contract/admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatPkr } from '../i18n/format';
import { useLanguage } from '../i18n/use-language';
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
      <h2>{t('summary.history')}</h2>
      <UsageHistory userId={userId} />
    </div>
  );
}
