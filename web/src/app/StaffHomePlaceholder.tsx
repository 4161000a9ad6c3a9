import { Card } from '../ui/Card';
import { usePageTitle } from '../ui/PageTitle';
import { useSession } from '../ui/session';

/** Shown to staff until web/src/admin provides the admin home. */
export function StaffHomePlaceholder() {
  const { me } = useSession();
  usePageTitle('Admin');
  return (
    <div className="container page">
      <h1>Admin</h1>
      <Card>
        <p>Signed in as staff{me ? ` (${me.email})` : ''}.</p>
        <p className="muted">The user and service management screens are not available yet.</p>
      </Card>
    </div>
  );
}
