import type { LowBalanceAlert } from '@zuban/contract/alerts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert';
import { api, errorText } from '../../ui/api';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { thresholdOf } from './threshold-text';

const textOf = (answer: LowBalanceAlert) => (answer.threshold === null ? '' : String(answer.threshold));

/**
 * The account's low-balance mail (/v1/alerts/low-balance): the amount a charge must bring the
 * balance to for one mail, and whether the balance is already there (the next mail waits for a rise).
 */
export function LowBalanceCard() {
  const { t } = useTranslation('account');
  const [alert, setAlert] = useState<LowBalanceAlert | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api
      .get('/v1/alerts/low-balance')
      .then((answer) => {
        setAlert(answer);
        setText(textOf(answer));
      })
      .catch((err: unknown) => setError(errorText(err)));
  }, []);

  async function save(e: FormEvent) {
    e.preventDefault();
    setNotice('');
    const threshold = thresholdOf(text);
    if (threshold === undefined) {
      setError(t('lowBalance.invalid'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const answer = await api.put('/v1/alerts/low-balance', { body: { threshold } });
      setAlert(answer);
      setText(textOf(answer));
      setNotice(t('lowBalance.saved'));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="stack" data-testid="low-balance">
      <h2>{t('lowBalance.title')}</h2>
      <p>{t('lowBalance.intro')}</p>
      <form className="stack" onSubmit={save} noValidate>
        <Alert>{error}</Alert>
        <Alert kind="success">{notice}</Alert>
        <TextField
          label={t('lowBalance.label')}
          hint={t('lowBalance.hint')}
          name="lowBalanceThreshold"
          inputMode="decimal"
          dir="ltr"
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="low-balance-threshold"
        />
        {alert && alert.threshold !== null && !alert.armed ? (
          <p className="small muted" role="status">
            {t('lowBalance.waiting')}
          </p>
        ) : null}
        <div className="row">
          <Button type="submit" disabled={busy || !alert}>
            {t('lowBalance.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
