import { Link } from 'react-router';
import { centre } from '../../content/centre';
import { usePageTitle } from '../../ui/PageTitle';

/** /terms and /terms_login. */
export function TermsContent({ signedIn }: { signedIn: boolean }) {
  usePageTitle('Terms of Service');
  return (
    <article className="container page prose">
      <h1>Terms of Service</h1>
      <p className="muted">
        These terms apply to everyone who uses the Zuban portal and its API. By creating an account you accept
        them.
      </p>

      <h2>1. The service</h2>
      <p>
        Zuban offers Urdu and Punjabi speech, text and image processing services through a web portal and an
        HTTP API, operated by the {centre.name}. Testing the services through the web portal is free. Use of
        the API is charged against a prepaid balance in PKR at the prices published on the pricing page, which
        may change without notice.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>Give true details when you register and keep them up to date.</li>
        <li>
          Keep your password and access token secret. Anything done with your token is charged to your
          balance; if you think it has leaked, rotate it at once on the Access token page.
        </li>
        <li>One person or organisation per account.</li>
      </ul>

      <h2>3. Balance and payment</h2>
      <ul>
        <li>Credit is added after we receive your payment with the service order form and bank receipt.</li>
        <li>
          <strong>Your balance must be used within one year of your last deposit.</strong> Credit left unused
          one year after the last deposit expires.
        </li>
        <li>
          A call is charged when it succeeds. A call that fails on our side is not charged, or is refunded.
        </li>
        <li>Balances are not transferable and are not paid out in cash.</li>
      </ul>

      <h2>4. Acceptable use</h2>
      <p>You must not use Zuban to:</p>
      <ul>
        <li>break the law, or infringe anyone's copyright, privacy or other rights;</li>
        <li>
          produce speech that imitates a real person in order to deceive, or content meant to harass or
          defame;
        </li>
        <li>
          send material you have no right to process, such as other people's recordings without their consent;
        </li>
        <li>
          overload, probe or attack the service, get around its limits, or share your token so that others
          avoid paying;
        </li>
        <li>resell the service as your own without a written agreement with us.</li>
      </ul>
      <p>
        We may suspend an account that breaks these rules, and we may refuse service without giving a reason.
      </p>

      <h2>5. Fellowship Award</h2>
      <ul>
        <li>Winners receive PKR 30,000 of API credit, valid for one year only.</li>
        <li>Credit that remains after the year is taken back.</li>
        <li>A winner who wants to stop using the service must give 15 days' notice in writing.</li>
        <li>We may cancel the service to a winner without notice.</li>
        <li>Winners must accept these terms of service.</li>
      </ul>

      <h2>6. Results and liability</h2>
      <p>
        Language technology makes mistakes. Results are provided as they are, without any warranty that they
        are correct or fit for a particular purpose; check them before relying on them. To the extent the law
        allows, our liability is limited to the amount you paid us in the three months before the claim.
      </p>

      <h2>7. Changes</h2>
      <p>
        We may change these terms. We will email account holders about important changes at least 15 days
        before they take effect.
      </p>

      <h2>8. Contact</h2>
      <p>
        {centre.addressLines.join(', ')} · <a href={`mailto:${centre.email}`}>{centre.email}</a> ·{' '}
        {centre.phone}
      </p>
      <p className="small muted">
        See also the <Link to={signedIn ? '/privacy_login' : '/privacy'}>privacy policy</Link>.
      </p>
    </article>
  );
}
