import type { AdminUser } from '@zuban/contract/admin';
import { useParams } from 'react-router';
import { UsageHistory } from '../pages/account/UsageHistory';
import { Alert } from '../ui/Alert';
import { Card } from '../ui/Card';
import { usePageTitle } from '../ui/PageTitle';
import { Breadcrumb } from './Breadcrumb';
import { useAdminData } from './use-admin-data';

/** /users_summary/{userId}: User Statistics and the user's Usage History. */
export function UserSummaryPage() {
  const { userId = '' } = useParams();
  usePageTitle('User Statistics');
  const { data: user, error } = useAdminData<AdminUser>(`/backend/admin/user/${encodeURIComponent(userId)}`);
  return (
    <div className="container page">
      <Breadcrumb here="User Statistics" />
      <h1>User Statistics</h1>
      <Alert>{error}</Alert>
      {user ? (
        <Card>
          <dl className="admin-facts">
            <dt>Name</dt>
            <dd>{`${user.firstName} ${user.lastName}`}</dd>
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Current Balance</dt>
            <dd>
              {user.balance.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 })}{' '}
              PKR
            </dd>
            <dt>Status</dt>
            <dd>{user.status}</dd>
          </dl>
        </Card>
      ) : null}
      <h2>Usage History</h2>
      <UsageHistory userId={userId} />
    </div>
  );
}
