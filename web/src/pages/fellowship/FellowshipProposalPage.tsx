import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../ui/Alert';
import { api } from '../../ui/api';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from '../../ui/PageTitle';
import { Select } from '../../ui/Select';
import { useSession } from '../../ui/session';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { useRequest } from '../../ui/use-request';
import { fellowshipRules as r } from './fellowship-rules';
import { ServicesPicker } from './ServicesPicker';

const textRule = { required: true, maxLength: r.textMax, pattern: r.textPattern };
const textHint = 'Letters, digits, spaces and . - / \\ @ # $ % & , — up to 300 characters';
const contactRule = {
  required: true,
  pattern: r.contactPattern,
  inputMode: 'numeric' as const,
  maxLength: 11,
};
const emailRule = { required: true, type: 'email', maxLength: r.emailMax, pattern: r.emailPattern };

/** /fellowship_proposal: the application form, submitted with its three PDFs by a signed-in user. */
export function FellowshipProposalPage() {
  usePageTitle('Fellowship Award — application');
  const [services, setServices] = useState<string[]>([]);
  const [needsSupport, setNeedsSupport] = useState<'Yes' | 'No' | ''>('');

  const signedIn = useSession().kind === 'user';
  const { error, setError, busy, run } = useRequest();
  const [done, setDone] = useState('');

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (services.length === 0) {
      setError('Choose at least one service.');
      return;
    }
    const form = e.currentTarget;
    await run(async () => {
      const res = await api.postForm<{ message: string }>('/backend/fellowship_apply', new FormData(form));
      setDone(res.message);
    });
  };

  if (done) {
    return (
      <div className="container page" style={{ maxWidth: 860 }}>
        <h1>Fellowship Award application</h1>
        <Alert kind="success">{done}</Alert>
        <p>
          Follow its status on your <Link to="/home">dashboard</Link>.
        </p>
      </div>
    );
  }

  return (
    <div className="container page" style={{ maxWidth: 860 }}>
      <LoadingOverlay show={busy} />
      <h1>Fellowship Award application</h1>
      <form className="stack" onSubmit={submit} aria-describedby="submit-note">
        <fieldset className="stack">
          <legend>Instructions</legend>
          <ul className="small" style={{ margin: 0 }}>
            <li>
              Write your proposal with the{' '}
              <a href="/docs/fellowship-proposal-template.pdf">proposal template</a> and read the{' '}
              <Link to="/fellowship">call for proposals</Link> first.
            </li>
            <li>All fields are required except the description of additional support.</li>
            <li>Contact numbers are 11 digits without spaces, e.g. 03001234567. Emails are in lowercase.</li>
            <li>The proposal, CV and recommendation letter must be PDF files.</li>
          </ul>
        </fieldset>

        <fieldset className="stack">
          <legend>Applicant Information</legend>
          <TextField label="Name" name="name" autoComplete="name" hint={textHint} {...textRule} />
          <div className="grid-2">
            <TextField label="Institution" name="institution" autoComplete="organization" {...textRule} />
            <TextField label="Institution address" name="institutionAddress" {...textRule} />
          </div>
          <div className="grid-2">
            <Select
              label="Academic level"
              name="academicLevel"
              required
              placeholder="Select level"
              options={r.academicLevels.map((l) => ({ value: l, label: l }))}
            />
            <Select
              label="Semester"
              name="semester"
              required
              placeholder="Select semester"
              options={r.semesters.map((s) => ({ value: String(s), label: String(s) }))}
            />
          </div>
          <div className="grid-2">
            <TextField label="Contact number" name="contact" type="tel" autoComplete="tel" {...contactRule} />
            <TextField label="Email address" name="email" autoComplete="email" {...emailRule} />
          </div>
          <TextArea
            label="Research motivation (fewer than 150 words)"
            name="motivation"
            required
            maxLength={r.motivationMax}
            hint={`At most ${r.motivationMax} characters`}
          />
          <ServicesPicker value={services} onChange={setServices} />
          <div className="grid-2">
            <TextField
              label="Research proposal (PDF)"
              name="proposal"
              type="file"
              accept="application/pdf,.pdf"
              required
            />
            <TextField label="CV (PDF)" name="cv" type="file" accept="application/pdf,.pdf" required />
          </div>
          <fieldset>
            <legend>Additional support required</legend>
            <div className="row">
              {(['Yes', 'No'] as const).map((v) => (
                <label key={v} className="check">
                  <input
                    type="radio"
                    name="supportRequired"
                    value={v}
                    required
                    checked={needsSupport === v}
                    onChange={() => setNeedsSupport(v)}
                  />
                  <span>{v}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {needsSupport === 'Yes' ? (
            <TextArea label="Describe the support you need" name="supportDetails" maxLength={1000} />
          ) : null}
        </fieldset>

        <fieldset className="stack">
          <legend>Supervisor Information</legend>
          <div className="grid-2">
            <TextField label="Supervisor name" name="supervisorName" {...textRule} />
            <TextField label="Designation" name="supervisorDesignation" {...textRule} />
          </div>
          <TextField label="Institution" name="supervisorInstitution" {...textRule} />
          <div className="grid-2">
            <TextField label="Contact number" name="supervisorContact" type="tel" {...contactRule} />
            <TextField label="Email address" name="supervisorEmail" {...emailRule} />
          </div>
          <TextField
            label="Recommendation letter (PDF)"
            name="recommendation"
            type="file"
            accept="application/pdf,.pdf"
            required
          />
        </fieldset>

        <fieldset className="stack">
          <legend>Terms and Conditions</legend>
          <ul className="small" style={{ margin: 0 }}>
            <li>
              The award is PKR 30,000 of API credit, valid for one year only; remaining credit is taken back.
            </li>
            <li>Discontinuing voluntarily needs 15 days' prior notice.</li>
            <li>The centre may cancel the service without notice.</li>
            <li>
              Winners must accept the <Link to="/terms">terms of service</Link>.
            </li>
          </ul>
          <div className="row">
            <label className="check">
              <input type="radio" name="terms" value="agreed" required />
              <span>I agree</span>
            </label>
            <label className="check">
              <input type="radio" name="terms" value="disagreed" required />
              <span>I disagree</span>
            </label>
          </div>
        </fieldset>

        <Alert>{error}</Alert>
        {signedIn ? (
          <p id="submit-note" className="small muted">
            We mail you a confirmation; initial feedback follows within 6 weeks.
          </p>
        ) : (
          <Alert kind="info">
            <span id="submit-note">
              <Link to="/loginpage">Sign in</Link> or <Link to="/register">create a free account</Link> to
              submit your application.
            </span>
          </Alert>
        )}
        <Button type="submit" disabled={!signedIn || busy}>
          Submit Application
        </Button>
      </form>
    </div>
  );
}
