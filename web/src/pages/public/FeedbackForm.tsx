import type { FeedbackRequest } from '@zuban/contract/accounts';
import { accountMessages } from '@zuban/contract/messages';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerText } from '../../i18n/use-server-text';
import { ApiError, api } from '../../ui/api';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { EmailField } from './EmailField';

/** Name, email, message, Send Message; after submitting, the form is replaced by the result text. */
export function FeedbackForm({
  defaultName = '',
  defaultEmail = '',
}: {
  defaultName?: string;
  defaultEmail?: string;
}) {
  const { t } = useTranslation('account');
  const localize = useServerText();
  const [form, setForm] = useState<FeedbackRequest>({
    firstName: defaultName,
    emailId: defaultEmail,
    message: '',
  });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await api.post('/backend/send_mail', { body: form });
      setResult({ ok: true, text: accountMessages.feedbackSent });
    } catch (err) {
      // Spec: a failure status shows the fixed text; the network error itself is only logged. Past
      // the hourly limit the server's own sentence says when to try again.
      console.error(err);
      const limited = err instanceof ApiError && err.status === 429;
      setResult({
        ok: false,
        text: limited ? accountMessages.feedbackTooMany : accountMessages.feedbackFailed,
      });
    } finally {
      setBusy(false);
    }
  }

  if (result)
    return (
      <div
        className={`alert ${result.ok ? 'alert-success' : 'alert-error'}`}
        role="status"
        data-testid="feedback-result"
      >
        {localize(result.text)}
      </div>
    );

  return (
    <form className="stack" onSubmit={submit} aria-label={t('feedback.label')}>
      <LoadingOverlay show={busy} label={t('feedback.busy')} />
      <TextField
        label={t('fields.name')}
        name="firstName"
        autoComplete="name"
        required
        maxLength={100}
        value={form.firstName}
        onChange={(e) => setForm({ ...form, firstName: e.target.value })}
      />
      <EmailField
        maxLength={254}
        value={form.emailId}
        onChange={(e) => setForm({ ...form, emailId: e.target.value })}
      />
      <TextArea
        label={t('fields.message')}
        name="message"
        required
        maxLength={5000}
        value={form.message}
        onChange={(e) => setForm({ ...form, message: e.target.value })}
      />
      <Button type="submit" disabled={busy}>
        {t('feedback.submit')}
      </Button>
    </form>
  );
}
