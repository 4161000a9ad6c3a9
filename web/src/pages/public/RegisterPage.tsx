import type { RegisterRequest } from '@zuban/contract/accounts';
import { countries } from '@zuban/contract/countries';
import { accountMessages } from '@zuban/contract/messages';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countryOptions } from '../../i18n/country-names';
import { useLanguage } from '../../i18n/use-language';
import { Alert } from '../../ui/Alert';
import { api, replyText } from '../../ui/api';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from '../../ui/PageTitle';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { useRequest } from '../../ui/use-request';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { NameFields } from './NameFields';
import { PasswordField } from './PasswordField';
import { passwordMismatchError, passwordStrengthError } from './password-checks';

type Form = Required<Omit<RegisterRequest, 'organization' | 'language'>> & { organization: string };

const empty: Form = {
  firstName: '',
  lastName: '',
  emailId: '',
  country: '',
  contact: '',
  address: '',
  organization: '',
  password: '',
  confirmPassword: '',
};

export function RegisterPage() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  usePageTitle(t('register.title'));
  const [form, setForm] = useState<Form>(empty);
  const [agreed, setAgreed] = useState(false);
  const [passwordError, setPasswordError] = useState('');
  const [confirmError, setConfirmError] = useState('');
  const { error, setError, busy, run } = useRequest();
  const [done, setDone] = useState('');

  const set = (field: keyof Form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [field]: e.target.value });

  function chooseCountry(name: string) {
    const country = countries.find((c) => c.name === name);
    // Choosing a country fills the contact field with its dialling code (spec section 2).
    setForm({ ...form, country: name, contact: country ? country.dialCode : form.contact });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    const strength = passwordStrengthError(form.password);
    const mismatch = passwordMismatchError(form.password, form.confirmPassword);
    setPasswordError(strength);
    setConfirmError(mismatch);
    if (strength || mismatch) return;
    await run(async () => {
      const body: RegisterRequest = { ...form, organization: form.organization.trim() || null, language };
      const res = await api.post('/backend/tech_register', { body });
      setDone(res?.message ? replyText(res) : accountMessages.registered);
    });
  }

  if (done)
    return (
      <AuthCard title={t('register.title')}>
        <Alert kind="success" testId="register-done">
          {done}
        </Alert>
        <p style={{ marginTop: 16 }}>
          {t('register.alreadyConfirmed')} <Link to="/loginpage">{t('register.signIn')}</Link>
        </p>
      </AuthCard>
    );

  return (
    <AuthCard title={t('register.title')} wide>
      <LoadingOverlay show={busy} label={t('register.busy')} />
      <form className="stack" onSubmit={submit}>
        <Alert>{error}</Alert>
        <NameFields value={form} set={set} autoFill />
        <EmailField maxLength={254} value={form.emailId} onChange={set('emailId')} />
        <div className="grid-2">
          <Select
            label={t('fields.country')}
            name="country"
            required
            placeholder={t('fields.selectCountry')}
            options={countryOptions(language)}
            value={form.country}
            onChange={(e) => chooseCountry(e.target.value)}
          />
          <TextField
            label={t('fields.contact')}
            name="contact"
            type="tel"
            autoComplete="tel"
            required
            maxLength={30}
            value={form.contact}
            onChange={set('contact')}
            hint={t('fields.contactHint')}
          />
        </div>
        <TextField
          label={t('fields.address')}
          name="address"
          autoComplete="street-address"
          required
          maxLength={300}
          value={form.address}
          onChange={set('address')}
        />
        <TextField
          label={t('fields.organization')}
          name="organization"
          autoComplete="organization"
          maxLength={200}
          value={form.organization}
          onChange={set('organization')}
        />
        <div className="grid-2">
          <PasswordField
            label={t('fields.password')}
            name="password"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={set('password')}
            onBlur={() => setPasswordError(passwordStrengthError(form.password))}
            error={passwordError}
          />
          <TextField
            label={t('fields.confirmPassword')}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
            error={confirmError}
          />
        </div>
        <label className="check">
          <input
            type="checkbox"
            name="terms"
            required
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
          />
          <span>
            {t('register.agreeBefore')}{' '}
            <Link to="/terms" target="_blank" rel="noopener">
              {t('register.terms')}
            </Link>
            {language === 'ur' ? ' ' : ''}
            {t('register.agreeAfter')}
          </span>
        </label>
        <Button type="submit" block disabled={busy}>
          {t('register.submit')}
        </Button>
        <p className="small">
          {t('register.haveAccount')} <Link to="/loginpage">{t('register.signIn')}</Link>
        </p>
      </form>
    </AuthCard>
  );
}
