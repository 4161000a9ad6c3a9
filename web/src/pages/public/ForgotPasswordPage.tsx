import { accountMessages } from '@zuban/contract/messages';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../ui/Alert';
import { api } from '../../ui/api';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from '../../ui/PageTitle';
import { useRequest } from '../../ui/use-request';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';

/** Replaced by the confirmation when the server's message is exactly 'Email is sent'. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [emailId, setEmailId] = useState('');
  const [sent, setSent] = useState(false);
  const { error, setError, busy, run } = useRequest();

  async function submit(e: FormEvent) {
    e.preventDefault();
    await run(async () => {
      const res = await api.post<{ message?: string }>('/backend/forget_password', { emailId });
      if (res?.message === accountMessages.resetMailSent) setSent(true);
      else setError(res?.message ?? '');
    });
  }

  return (
    <AuthCard title="Forgot password">
      {sent ? (
        <Alert kind="success" testId="forgot-done">
          {accountMessages.resetLinkSentNotice}
        </Alert>
      ) : (
        <form className="stack" onSubmit={submit}>
          <LoadingOverlay show={busy} label="Sending…" />
          <p className="muted">
            Enter the email address of your account and we will send you a link to set a new password.
          </p>
          <Alert>{error}</Alert>
          <EmailField value={emailId} onChange={(e) => setEmailId(e.target.value)} />
          <Button type="submit" block disabled={busy}>
            Reset Password
          </Button>
          <Link to="/loginpage">Back to sign in</Link>
        </form>
      )}
    </AuthCard>
  );
}
