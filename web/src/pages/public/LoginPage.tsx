import type { LoginRequest } from '@zuban/contract/accounts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../ui/Alert';
import { ApiError, api, errorText, replyText } from '../../ui/api';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from '../../ui/PageTitle';
import { useSession } from '../../ui/session';
import { TextField } from '../../ui/TextField';
import { useRequest } from '../../ui/use-request';
import { AuthCard } from './AuthCard';

/** Sign in (no client validation, spec section 5); success opens / in the signed-in route set. */
export function LoginPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('login.title'));
  const { signedIn } = useSession();
  const [form, setForm] = useState<LoginRequest>({ emailId: '', password: '' });
  const { error, busy, run } = useRequest();
  // The address whose sign-in was refused as unconfirmed: it is offered a fresh confirmation mail.
  const [unconfirmed, setUnconfirmed] = useState('');
  const [resent, setResent] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    setUnconfirmed('');
    setResent('');
    await run(
      async () => {
        try {
          await api.post('/backend/tech_login', { body: form });
        } catch (err) {
          if (err instanceof ApiError && err.code === 'account_unconfirmed') setUnconfirmed(form.emailId);
          throw err;
        }
        await signedIn('/');
      },
      { stayBusy: true },
    );
  }

  async function resend() {
    try {
      setResent(
        replyText(await api.post('/backend/resend_confirmation', { body: { emailId: unconfirmed } })),
      );
    } catch (err) {
      setResent(errorText(err));
    }
  }

  return (
    <AuthCard title={t('login.title')}>
      <LoadingOverlay show={busy} label={t('login.busy')} />
      <form className="stack" onSubmit={submit} noValidate>
        <Alert>{error}</Alert>
        {unconfirmed && !resent ? (
          <Button type="button" variant="secondary" onClick={resend}>
            {t('login.resend')}
          </Button>
        ) : null}
        <Alert kind="info">{resent}</Alert>
        <TextField
          label={t('fields.email')}
          name="emailId"
          type="email"
          autoComplete="username"
          value={form.emailId}
          onChange={(e) => setForm({ ...form, emailId: e.target.value })}
        />
        <TextField
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
        <Button type="submit" block disabled={busy}>
          {t('login.submit')}
        </Button>
        <div className="row" style={{ justifyContent: 'space-between' }}>
          <Link to="/forgotPassword">{t('login.forgot')}</Link>
          <Link to="/register">{t('login.create')}</Link>
        </div>
      </form>
    </AuthCard>
  );
}
