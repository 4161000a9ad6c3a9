import type { WebhookSettings } from '@zuban/contract/async-jobs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert';
import { api, errorText } from '../../ui/api';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';

type Answer = WebhookSettings & { secret?: string };

/**
 * The account's asynchronous-request settings (/v1/webhooks): the default webhook URL, the signing
 * secret (made or replaced here, and shown only then), and whether inputs are kept.
 */
export function WebhookSettingsCard() {
  const { t } = useTranslation('account');
  const [settings, setSettings] = useState<WebhookSettings | null>(null);
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  function show(answer: Answer) {
    setSettings(answer);
    setUrl(answer.url ?? '');
    if (answer.secret) setSecret(answer.secret);
  }

  useEffect(() => {
    api
      .get('/v1/webhooks')
      .then((answer) => {
        setSettings(answer);
        setUrl(answer.url ?? '');
      })
      .catch((err: unknown) => setError(errorText(err)));
  }, []);

  async function act(work: () => Promise<Answer>, done: string) {
    setBusy(true);
    setError('');
    setNotice('');
    try {
      show(await work());
      setNotice(done);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    act(
      () => api.put('/v1/webhooks', { body: { url: url.trim() === '' ? null : url.trim() } }),
      t('webhooks.saved'),
    );
  const rotate = () => {
    if (settings?.secretSet && !window.confirm(t('webhooks.confirmRotate'))) return;
    void act(() => api.post('/v1/webhooks/secret'), t('webhooks.rotated'));
  };
  const keepInputs = (keep: boolean) =>
    act(() => api.put('/v1/webhooks', { body: { keepInputs: keep } }), t('webhooks.saved'));

  return (
    <Card className="stack" data-testid="webhook-settings">
      <h2>{t('webhooks.title')}</h2>
      <p>
        {t('webhooks.intro')} <code dir="ltr">Prefer: respond-async</code> {t('webhooks.introAfter')}
      </p>
      <Alert>{error}</Alert>
      <Alert kind="success">{notice}</Alert>
      <label className="field">
        <span className="field-label">{t('webhooks.url')}</span>
        <input
          className="input"
          dir="ltr"
          type="url"
          placeholder={t('webhooks.urlExample')}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          data-testid="webhook-url"
        />
      </label>
      <div className="row">
        <Button onClick={save} disabled={busy || !settings}>
          {t('webhooks.save')}
        </Button>
        <Button variant="secondary" onClick={rotate} disabled={busy || !settings}>
          {settings?.secretSet ? t('webhooks.rotate') : t('webhooks.create')}
        </Button>
      </div>
      {secret ? (
        <label className="field">
          <span className="field-label">{t('webhooks.secretOnce')}</span>
          <input
            className="input token-box"
            dir="ltr"
            readOnly
            value={secret}
            data-testid="webhook-secret"
            onFocus={(e) => e.target.select()}
          />
        </label>
      ) : settings?.secretSet ? (
        <p className="small muted">{t('webhooks.secretHint', { hint: settings.secretHint })}</p>
      ) : null}
      <label className="check">
        <input
          type="checkbox"
          checked={settings ? !settings.keepInputs : false}
          disabled={busy || !settings}
          onChange={(e) => void keepInputs(!e.target.checked)}
          data-testid="keep-no-inputs"
        />
        <span>{t('webhooks.keepNoInputs')}</span>
      </label>
    </Card>
  );
}
