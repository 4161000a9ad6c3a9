import { useTranslation } from 'react-i18next';
import { Card } from '../ui/Card';
import { usePageTitle } from '../ui/PageTitle';
import { useSession } from '../ui/session';

/** Shown to staff until web/src/admin provides the admin home. */
export function StaffHomePlaceholder() {
  const { me } = useSession();
  const { t } = useTranslation();
  usePageTitle(t('staffPlaceholder.title'));
  return (
    <div className="container page">
      <h1>{t('staffPlaceholder.title')}</h1>
      <Card>
        <p>
          {me ? t('staffPlaceholder.signedInAs', { email: me.email }) : t('staffPlaceholder.signedInAsStaff')}
        </p>
        <p className="muted">{t('staffPlaceholder.notYet')}</p>
      </Card>
    </div>
  );
}
