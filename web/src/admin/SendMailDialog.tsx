import { type AdminUser, adminMessages as m } from '@zuban/contract/admin';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/Alert';
import { ApiError, staffApi } from '../ui/api';
import { Button } from '../ui/Button';
import { TextArea } from '../ui/TextArea';
import { TextField } from '../ui/TextField';
import { Dialog } from './Dialog';

/** Send Mail: a subject and a message to one user through the platform's mailer. */
export function SendMailDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!user) return;
    const form = new FormData(e.currentTarget);
    setError('');
    try {
      await staffApi.post('/backend/email_to_user', {
        emailId: user.email,
        subject: form.get('subject'),
        message: form.get('message'),
      });
      setSent(t('users.mailSent', { email: user.email }));
    } catch (err) {
      setError(err instanceof ApiError ? m.mailNotSent : m.mailError);
    }
  };
  const close = () => {
    setSent('');
    setError('');
    onClose();
  };
  return (
    <Dialog
      title={user ? t('users.sendMailFor', { email: user.email }) : t('users.sendMail')}
      open={user !== null}
      onClose={close}
    >
      {sent ? (
        <Alert kind="success">{sent}</Alert>
      ) : (
        <form className="stack" onSubmit={submit}>
          <Alert>{error}</Alert>
          <TextField label={t('users.subject')} name="subject" required maxLength={200} />
          <TextArea label={t('users.message')} name="message" required rows={6} />
          <Button type="submit">{t('users.sendMail')}</Button>
        </form>
      )}
    </Dialog>
  );
}
