import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../ui/Alert';
import { api, replyText } from '../../ui/api';
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
const contactRule = {
  required: true,
  pattern: r.contactPattern,
  inputMode: 'numeric' as const,
  maxLength: 11,
};
const emailRule = { required: true, type: 'email', maxLength: r.emailMax, pattern: r.emailPattern };

/** /fellowship_proposal: the application form, submitted with its three PDFs by a signed-in user. */
export function FellowshipProposalPage() {
  const { t } = useTranslation('fellowship');
  usePageTitle(t('form.title'));
  const [services, setServices] = useState<string[]>([]);
  const [needsSupport, setNeedsSupport] = useState<'Yes' | 'No' | ''>('');

  const signedIn = useSession().kind === 'user';
  const { error, setError, busy, run } = useRequest();
  const [done, setDone] = useState('');

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (services.length === 0) {
      setError(t('form.chooseService'));
      return;
    }
    const form = e.currentTarget;
    await run(async () => {
      const res = await api.postForm('/backend/fellowship_apply', new FormData(form));
      setDone(replyText(res));
    });
  };

  if (done) {
    return (
      <div className="container page" style={{ maxWidth: 860 }}>
        <h1>{t('form.heading')}</h1>
        <Alert kind="success">{done}</Alert>
        <p>
          {t('form.followBefore')} <Link to="/home">{t('form.dashboard')}</Link>
          {t('form.followAfter')}
        </p>
      </div>
    );
  }

  return (
    <div className="container page" style={{ maxWidth: 860 }}>
      <LoadingOverlay show={busy} />
      <h1>{t('form.heading')}</h1>
      <form className="stack" onSubmit={submit} aria-describedby="submit-note">
        <fieldset className="stack">
          <legend>{t('form.instructions')}</legend>
          <ul className="small" style={{ margin: 0 }}>
            <li>
              {t('form.writeBefore')}{' '}
              <a href="/docs/fellowship-proposal-template.pdf">{t('form.template')}</a>{' '}
              {t('form.writeMiddle')} <Link to="/fellowship">{t('form.callLink')}</Link>{' '}
              {t('form.writeAfter')}
            </li>
            <li>{t('form.allRequired')}</li>
            <li>{t('form.contactRule')}</li>
            <li>{t('form.pdfRule')}</li>
          </ul>
        </fieldset>

        <fieldset className="stack">
          <legend>{t('form.applicant')}</legend>
          <TextField
            label={t('form.name')}
            name="name"
            autoComplete="name"
            hint={t('form.textHint')}
            {...textRule}
          />
          <div className="grid-2">
            <TextField
              label={t('form.institution')}
              name="institution"
              autoComplete="organization"
              {...textRule}
            />
            <TextField label={t('form.institutionAddress')} name="institutionAddress" {...textRule} />
          </div>
          <div className="grid-2">
            <Select
              label={t('form.academicLevel')}
              name="academicLevel"
              required
              placeholder={t('form.selectLevel')}
              options={r.academicLevels.map((l) => ({ value: l, label: l }))}
            />
            <Select
              label={t('form.semester')}
              name="semester"
              required
              placeholder={t('form.selectSemester')}
              options={r.semesters.map((s) => ({ value: String(s), label: String(s) }))}
            />
          </div>
          <div className="grid-2">
            <TextField
              label={t('form.contact')}
              name="contact"
              type="tel"
              autoComplete="tel"
              {...contactRule}
            />
            <TextField label={t('form.email')} name="email" autoComplete="email" {...emailRule} />
          </div>
          <TextArea
            label={t('form.motivation')}
            name="motivation"
            required
            maxLength={r.motivationMax}
            hint={t('form.atMost', { max: r.motivationMax })}
          />
          <ServicesPicker value={services} onChange={setServices} />
          <div className="grid-2">
            <TextField
              label={t('form.proposal')}
              name="proposal"
              type="file"
              accept="application/pdf,.pdf"
              required
            />
            <TextField label={t('form.cv')} name="cv" type="file" accept="application/pdf,.pdf" required />
          </div>
          <fieldset>
            <legend>{t('form.support')}</legend>
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
                  <span>{v === 'Yes' ? t('form.yes') : t('form.no')}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {needsSupport === 'Yes' ? (
            <TextArea label={t('form.supportDetails')} name="supportDetails" maxLength={1000} />
          ) : null}
        </fieldset>

        <fieldset className="stack">
          <legend>{t('form.supervisor')}</legend>
          <div className="grid-2">
            <TextField label={t('form.supervisorName')} name="supervisorName" {...textRule} />
            <TextField label={t('form.designation')} name="supervisorDesignation" {...textRule} />
          </div>
          <TextField label={t('form.institution')} name="supervisorInstitution" {...textRule} />
          <div className="grid-2">
            <TextField label={t('form.contact')} name="supervisorContact" type="tel" {...contactRule} />
            <TextField label={t('form.email')} name="supervisorEmail" {...emailRule} />
          </div>
          <TextField
            label={t('form.recommendation')}
            name="recommendation"
            type="file"
            accept="application/pdf,.pdf"
            required
          />
        </fieldset>

        <fieldset className="stack">
          <legend>{t('form.terms')}</legend>
          <ul className="small" style={{ margin: 0 }}>
            <li>{t('form.termOne')}</li>
            <li>{t('form.termTwo')}</li>
            <li>{t('form.termThree')}</li>
            <li>
              {t('form.termFourBefore')} <Link to="/terms">{t('form.termsLink')}</Link>
              {t('form.termFourAfter')}
            </li>
          </ul>
          <div className="row">
            <label className="check">
              <input type="radio" name="terms" value="agreed" required />
              <span>{t('form.agree')}</span>
            </label>
            <label className="check">
              <input type="radio" name="terms" value="disagreed" required />
              <span>{t('form.disagree')}</span>
            </label>
          </div>
        </fieldset>

        <Alert>{error}</Alert>
        {signedIn ? (
          <p id="submit-note" className="small muted">
            {t('form.mailNote')}
          </p>
        ) : (
          <Alert kind="info">
            <span id="submit-note">
              <Link to="/loginpage">{t('form.signIn')}</Link> {t('form.or')}{' '}
              <Link to="/register">{t('form.createAccount')}</Link> {t('form.toSubmit')}
            </span>
          </Alert>
        )}
        <Button type="submit" disabled={!signedIn || busy}>
          {t('form.submit')}
        </Button>
      </form>
    </div>
  );
}
