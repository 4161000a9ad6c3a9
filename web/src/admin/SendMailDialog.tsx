import { type AdminUser, adminMessages as m } from '@zuban/contract/admin';
import { type FormEvent, useState } from 'react';
import { Alert } from '../ui/Alert';
import { ApiError, api } from '../ui/api';
import { Button } from '../ui/Button';
import { TextArea } from '../ui/TextArea';
import { TextField } from '../ui/TextField';
import { Dialog } from './Dialog';

/** Send Mail: a subject and a message to one user through the platform's mailer. */
export function SendMailDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!user) return;
    const form = new FormData(e.currentTarget);
    setError('');
    try {
      await api.post('/backend/email_to_user', {
        emailId: user.email,
        subject: form.get('subject'),
        message: form.get('message'),
      });
      setSent(`Mail sent to ${user.email}.`);
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
    <Dialog title={`Send Mail${user ? `: ${user.email}` : ''}`} open={user !== null} onClose={close}>
      {sent ? (
        <Alert kind="success">{sent}</Alert>
      ) : (
        <form className="stack" onSubmit={submit}>
          <Alert>{error}</Alert>
          <TextField label="Subject" name="subject" required maxLength={200} />
          <TextArea label="Message" name="message" required rows={6} />
          <Button type="submit">Send Mail</Button>
        </form>
      )}
    </Dialog>
  );
}
