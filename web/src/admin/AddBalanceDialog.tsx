import {
  type AdminUser,
  type BalanceChanged,
  type BalanceHeld,
  adminMessages as m,
} from '@zuban/contract/admin';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n';
import { localizeServerText } from '../i18n/server-message';
import { Alert } from '../ui/Alert';
import { AmountField } from '../ui/AmountField';
import { ApiError, errorText, replyText, staffApi } from '../ui/api';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { Dialog } from './Dialog';

/** Add balance: an amount and a note (e.g. the bank receipt number), written as a deposit. */
export function AddBalanceDialog({
  user,
  onClose,
  onDone,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!user) return;
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError('');
    try {
      const res = await staffApi.post<BalanceChanged | BalanceHeld>('/backend/update_balance', {
        userId: user.id,
        balance: form.get('amount'),
        note: form.get('note') || undefined,
      });
      // Above the two-person limit the server holds it for a second staff member: say so.
      if ('pending' in res) window.alert(replyText(res));
      onDone();
      onClose();
    } catch (err) {
      setError(
        err instanceof ApiError && err.status < 500
          ? `${localizeServerText(m.balanceNotUpdated, currentLanguage())} ${errorText(err)}`
          : m.balanceError,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={user ? t('users.addBalanceFor', { email: user.email }) : t('users.addBalance')}
      open={user !== null}
      onClose={onClose}
    >
      <form className="stack" onSubmit={submit}>
        <Alert>{error}</Alert>
        <AmountField />
        <TextField label={t('users.note')} name="note" maxLength={200} />
        <Button type="submit" disabled={busy}>
          {t('users.addBalance')}
        </Button>
      </form>
    </Dialog>
  );
}
