import { Card } from '../../ui/Card';
import { usePageTitle } from '../../ui/PageTitle';
import { useSession } from '../../ui/session';
import { ContactDetails } from '../public/ContactDetails';
import { FeedbackForm } from '../public/FeedbackForm';

/** /contact_login: the feedback form (name and email filled in) and the centre's details. */
export function ContactLoginPage() {
  usePageTitle('Contact Us');
  const { me } = useSession();
  return (
    <div className="container page grid-2" style={{ alignItems: 'start' }}>
      <div>
        <h1>Contact Us</h1>
        <p className="muted">Questions about payments, the API or your account: write to us or call.</p>
        <ContactDetails />
      </div>
      <Card>
        <h2>Send Message</h2>
        <FeedbackForm defaultName={me?.firstName ?? ''} defaultEmail={me?.email ?? ''} />
      </Card>
    </div>
  );
}
