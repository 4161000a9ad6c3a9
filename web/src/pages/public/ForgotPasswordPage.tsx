import { accountMessages } from '@zuban/contract/messages';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServerText } from '../../i18n/use-server-text';
import { Alert } from '../../ui/Alert';
import { api, replyText } from '../../ui/api';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from '../../ui/PageTitle';
import { useRequest } from '../../ui/use-request';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';

/** Replaced by the confirmation when the server's message is exactly 'Email is sent'. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const localize = useServerText();
  usePageTitle(t('forgot.title'));
  const [emailId, setEmailId] = useState('');
  const [sent, setSent] = useState(false);
  const { error, setError, busy, run } = useRequest();

  async function submit(e: FormEvent) {
    e.preventDefault();
    await run(async () => {
      const res = await api.post('/backend/forget_password', { body: { emailId } });
      if (res?.message === accountMessages.resetMailSent) setSent(true);
      else setError(res?.message ? replyText(res) : '');
    });
  }

  return (
    <AuthCard title={t('forgot.title')}>
      {sent ? (
        <Alert kind="success" testId="forgot-done">
          {localize(accountMessages.resetLinkSentNotice)}
        </Alert>
      ) : (
        <form className="stack" onSubmit={submit}>
          <LoadingOverlay show={busy} label={t('forgot.busy')} />
          <p className="muted">{t('forgot.intro')}</p>
          <Alert>{error}</Alert>
          <EmailField value={emailId} onChange={(e) => setEmailId(e.target.value)} />
          <Button type="submit" block disabled={busy}>
            {t('forgot.submit')}
          </Button>
          <Link to="/loginpage">{t('forgot.back')}</Link>
        </form>
      )}
    </AuthCard>
  );
}
