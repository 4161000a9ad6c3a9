import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import { usePageTitle } from '../../ui/PageTitle';
import { fellowshipServices } from './fellowship-rules';

/** /fellowship: the call for proposals and the downloadable template. */
export function FellowshipPage() {
  usePageTitle('Fellowship Award — call for proposals');
  return (
    <>
      <section className="banner">
        <div className="container">
          <p className="eyebrow">Call for proposals · open all year</p>
          <h1>Zuban Fellowship Award</h1>
          <p>PKR 30,000 of API credit for one year, for research and student projects in Urdu and Punjabi.</p>
        </div>
      </section>
      <div className="container page grid-2" style={{ alignItems: 'start' }}>
        <div className="prose">
          <h2>What you get</h2>
          <p>
            Winners receive access to the Zuban APIs worth <strong>PKR 30,000</strong>, valid for{' '}
            <strong>one year</strong>. Use it for any of the services: {fellowshipServices.join(', ')}.
          </p>
          <h2>Who can apply</h2>
          <p>
            Academics, and BSc, MS, MPhil or PhD students in computer science, electrical engineering, applied
            linguistics or computer engineering. Students apply with a supervisor, who sends a recommendation
            letter.
          </p>
          <h2>How to apply</h2>
          <ol>
            <li>Download the proposal template below and write your proposal (PDF).</li>
            <li>Prepare your CV and your supervisor's recommendation letter (both PDF).</li>
            <li>
              Fill in the <Link to="/fellowship_proposal">application form</Link> and attach the three
              documents.
            </li>
          </ol>
          <h2>Dates</h2>
          <p>
            There is <strong>no deadline</strong>: proposals are read as they arrive. You receive initial
            feedback within <strong>6 weeks</strong>.
          </p>
          <h2>Conditions</h2>
          <ul>
            <li>The credit is valid for one year only; what remains afterwards is taken back.</li>
            <li>Stopping early needs 15 days' prior notice.</li>
            <li>The centre may cancel the service without notice.</li>
            <li>
              Winners must accept the <Link to="/terms">terms of service</Link>.
            </li>
          </ul>
        </div>
        <Card>
          <h2>Proposal template</h2>
          <p>
            A two-page template with the sections we look for: problem, data, method, use of the services,
            plan.
          </p>
          <a className="btn btn-secondary btn-block" href="/docs/fellowship-proposal-template.pdf" download>
            Download the template (PDF)
          </a>
          <p style={{ marginTop: 14 }}>
            <Link to="/fellowship_proposal" className="btn btn-primary btn-block">
              Go to the application form
            </Link>
          </p>
        </Card>
      </div>
    </>
  );
}
