import type { ResetWithTokenRequest } from '@zuban/contract/accounts';
import { accountMessages } from '@zuban/contract/messages';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { api } from '../../ui/api';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from '../../ui/PageTitle';
import { TextField } from '../../ui/TextField';
import { useRequest } from '../../ui/use-request';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { passwordStrengthError } from './password-checks';

/** /resetPassword?token=…&email=…: token, new password and email, all required. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('reset.title'));
  const [params] = useSearchParams();
  const [form, setForm] = useState<Required<Omit<ResetWithTokenRequest, 'confirmPassword'>>>({
    token: params.get('token') ?? '',
    newPassword: '',
    emailId: params.get('email') ?? params.get('emailId') ?? '',
  });
  const [passwordError, setPasswordError] = useState('');
  const [done, setDone] = useState(false);
  const { error, busy, run } = useRequest();

  async function submit(e: FormEvent) {
    e.preventDefault();
    await run(async () => {
      await api.post('/backend/forget_password_token', { body: form });
      setDone(true);
    });
  }

  return (
    <AuthCard title={t('reset.title')}>
      {done ? (
        <>
          <Alert kind="success" testId="reset-done">
            {accountMessages.passwordChanged}
          </Alert>
          <p style={{ marginTop: 16 }}>
            <Link to="/loginpage">{t('reset.signIn')}</Link>
          </p>
        </>
      ) : (
        <form className="stack" onSubmit={submit}>
          <LoadingOverlay show={busy} label={t('reset.busy')} />
          <Alert>{error}</Alert>
          <TextField
            label={t('fields.token')}
            name="token"
            required
            value={form.token}
            onChange={(e) => setForm({ ...form, token: e.target.value })}
            hint={t('fields.tokenHint')}
          />
          <PasswordField
            label={t('fields.newPassword')}
            name="newPassword"
            autoComplete="new-password"
            required
            value={form.newPassword}
            onChange={(e) => setForm({ ...form, newPassword: e.target.value })}
            onBlur={() => setPasswordError(passwordStrengthError(form.newPassword))}
            error={passwordError}
          />
          <EmailField value={form.emailId} onChange={(e) => setForm({ ...form, emailId: e.target.value })} />
          <Button type="submit" block disabled={busy}>
            {t('reset.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
