import type { ChangePasswordRequest } from '@zuban/contract/accounts';
import { accountMessages } from '@zuban/contract/messages';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { api } from '../../ui/api';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from '../../ui/PageTitle';
import { useSession } from '../../ui/session';
import { TextField } from '../../ui/TextField';
import { useRequest } from '../../ui/use-request';
import { PasswordField } from '../public/PasswordField';
import { passwordStrengthError } from '../public/password-checks';

/** /reset_password: current, new and confirm; a mismatch makes no call; success goes to /home. */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('changePassword.title'));
  const { me } = useSession();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [currentError, setCurrentError] = useState('');
  const [newError, setNewError] = useState('');
  const { error, setError, busy, run } = useRequest();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (next !== confirm) {
      setError(accountMessages.passwordMismatch);
      return;
    }
    const body: ChangePasswordRequest = {
      emailId: me?.email ?? '',
      password: current,
      newPassword: next,
      confirmPassword: confirm,
    };
    await run(
      async () => {
        await api.post('/backend/reset_password', { body });
        navigate('/home');
      },
      { stayBusy: true },
    );
  }

  return (
    <div className="container page" style={{ maxWidth: 560 }}>
      <h1>{t('changePassword.title')}</h1>
      <LoadingOverlay show={busy} label={t('changePassword.busy')} />
      <Card>
        <form className="stack" onSubmit={submit}>
          <Alert>{error}</Alert>
          <PasswordField
            label={t('fields.currentPassword')}
            name="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            // Spec section 5: the current-password field gives the strength alert on losing focus.
            onBlur={() => setCurrentError(passwordStrengthError(current))}
            error={currentError}
          />
          <PasswordField
            label={t('fields.newPassword')}
            name="newPassword"
            autoComplete="new-password"
            required
            value={next}
            onChange={(e) => setNext(e.target.value)}
            onBlur={() => setNewError(passwordStrengthError(next))}
            error={newError}
          />
          <TextField
            label={t('fields.confirmPassword')}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <Button type="submit" disabled={busy}>
            {t('changePassword.submit')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
