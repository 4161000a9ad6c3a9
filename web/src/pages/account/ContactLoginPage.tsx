import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';
import { usePageTitle } from '../../ui/PageTitle';
import { useSession } from '../../ui/session';
import { ContactDetails } from '../public/ContactDetails';
import { FeedbackForm } from '../public/FeedbackForm';

/** /contact_login: the feedback form (name and email filled in) and the centre's details. */
export function ContactLoginPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('contact.title'));
  const { me } = useSession();
  return (
    <div className="container page grid-2" style={{ alignItems: 'start' }}>
      <div>
        <h1>{t('contact.title')}</h1>
        <p className="muted">{t('contact.intro')}</p>
        <ContactDetails />
      </div>
      <Card>
        <h2>{t('contact.send')}</h2>
        <FeedbackForm defaultName={me?.firstName ?? ''} defaultEmail={me?.email ?? ''} />
      </Card>
    </div>
  );
}
