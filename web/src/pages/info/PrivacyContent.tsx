import { Link } from 'react-router';
import { centre } from '../../content/centre';
import { usePageTitle } from '../../ui/PageTitle';

/** /privacy and /privacy_login. */
export function PrivacyContent({ signedIn }: { signedIn: boolean }) {
  usePageTitle('Privacy Policy');
  return (
    <article className="container page prose">
      <h1>Privacy Policy</h1>
      <p className="muted">How Zuban handles your personal data and the material you send to our services.</p>

      <h2>Who we are</h2>
      <p>
        Zuban is run by the {centre.name}, {centre.addressLines.join(', ')}. Questions about this policy go to{' '}
        <a href={`mailto:${centre.email}`}>{centre.email}</a>.
      </p>

      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Your account:</strong> first and last name, email address, country, contact number, address
          and (if given) organisation. We need these to run your account, to confirm payments and to contact
          you.
        </li>
        <li>
          <strong>Your password</strong> is stored only as a salted one-way hash; nobody at Zuban can read it.
        </li>
        <li>
          <strong>Your access token</strong> identifies your API calls. You can replace it at any time from
          the Access token page; the old one stops working at once.
        </li>
        <li>
          <strong>Usage records:</strong> for every job, the service, time, cost, status and a short excerpt
          of a text input (the first 80 characters) so that you can recognise it in your usage history.
        </li>
        <li>
          <strong>Balance and payments:</strong> deposits, charges and refunds, and the bank receipts you
          upload with a top-up request.
        </li>
        <li>
          <strong>Messages you send us</strong> through the contact and feedback forms, and fellowship
          applications with their attached documents.
        </li>
        <li>
          <strong>Technical logs:</strong> request times, paths and status codes, kept to keep the service
          secure and working. Passwords, tokens and session identifiers are never written to logs.
        </li>
      </ul>

      <h2>What we do not keep</h2>
      <p>
        Texts, recordings and images you send to the services are processed to produce the answer and are then
        discarded. We do not store the audio we generate or the images you send for OCR, and we do not use
        your material to train our models without your written permission.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Account details: while your account exists, and up to 30 days after you ask us to close it.</li>
        <li>
          Usage, balance and payment records: while your account exists and for five years after the last
          transaction, because accounting rules require it.
        </li>
        <li>Unconfirmed registrations: deleted after 30 days.</li>
        <li>Password-reset and confirmation links: they expire and are deleted once used.</li>
        <li>Feedback and contact messages: two years.</li>
        <li>Fellowship applications: three years after the decision.</li>
        <li>Technical logs: 30 days.</li>
      </ul>

      <h2>Cookies</h2>
      <p>
        We use one cookie, which keeps you signed in. It cannot be read by scripts on the page and is not
        shared with anyone. We use no advertising or tracking cookies.
      </p>

      <h2>Who sees your data</h2>
      <p>
        Only the Zuban team, to run the service and answer your requests. We do not sell or rent personal
        data. We disclose it only when Pakistani law requires us to.
      </p>

      <h2>Your rights</h2>
      <p>
        You can see and correct your details on the Personal Info page, and ask us by email for a copy of your
        data or for your account to be closed.
      </p>

      <p className="small muted">
        See also the <Link to={signedIn ? '/terms_login' : '/terms'}>terms of service</Link>.
      </p>
    </article>
  );
}
