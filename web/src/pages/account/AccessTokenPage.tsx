import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert';
import { api, errorText, replyText } from '../../ui/api';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from '../../ui/PageTitle';
import { NamedKeysCard } from './keys/NamedKeysCard';
import { WebhookSettingsCard } from './WebhookSettingsCard';

const copiedForMs = 2000;

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Fallback for insecure origins (plain http on a LAN address) where the Clipboard API is absent.
  const area = document.createElement('textarea');
  area.value = text;
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** /access_token: read-only token, Copy ('Copied!' for 2 s) and Rotate with a confirmation. */
export function AccessTokenPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('token.title'));
  const [token, setToken] = useState('');
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    api
      .post('/backend/access_token')
      .then((r) => setToken(r.accessToken))
      .catch((err: unknown) => setError(errorText(err)));
    return () => window.clearTimeout(timer.current);
  }, []);

  async function copy() {
    try {
      await copyText(token);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), copiedForMs);
    } catch (err) {
      setError(errorText(err));
    }
  }

  async function rotate() {
    if (!window.confirm(t('token.confirmRotate'))) return;
    setBusy(true);
    setError('');
    try {
      const r = await api.post('/backend/rotate_token');
      setToken(r.accessToken);
      setNotice(replyText(r));
      setCopied(false);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container page" style={{ maxWidth: 760 }}>
      <h1>{t('token.title')}</h1>
      <LoadingOverlay show={busy} label={t('token.busy')} />
      <Card className="stack">
        <p>
          {t('token.introBefore')} <code>accessToken</code> {t('token.introMiddle')}{' '}
          <code>Authorization: Bearer &lt;token&gt;</code>
          {t('token.introAfter')}
        </p>
        <Alert>{error}</Alert>
        <Alert kind="success">{notice}</Alert>
        <label className="field">
          <span className="field-label">{t('token.yours')}</span>
          <input
            className="input token-box"
            dir="ltr"
            readOnly
            value={token}
            data-testid="access-token"
            onFocus={(e) => e.target.select()}
          />
        </label>
        <div className="row">
          <Button onClick={copy} disabled={!token} aria-live="polite">
            {copied ? t('token.copied') : t('token.copy')}
          </Button>
          <Button variant="secondary" onClick={rotate} disabled={!token || busy}>
            {t('token.rotate')}
          </Button>
        </div>
      </Card>
      <NamedKeysCard />
      <WebhookSettingsCard />
    </div>
  );
}
