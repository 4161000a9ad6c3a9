import type { AccessTokenResponse, RotateTokenResponse } from '@zuban/contract/accounts';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../ui/Alert';
import { api, errorText } from '../../ui/api';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from '../../ui/PageTitle';

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
  usePageTitle('Access token');
  const [token, setToken] = useState('');
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    api
      .post<AccessTokenResponse>('/backend/access_token', {})
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
    if (!window.confirm('Rotate your access token? The current token stops working immediately.')) return;
    setBusy(true);
    setError('');
    try {
      const r = await api.post<RotateTokenResponse>('/backend/rotate_token', {});
      setToken(r.accessToken);
      setNotice(r.message);
      setCopied(false);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container page" style={{ maxWidth: 760 }}>
      <h1>Access token</h1>
      <LoadingOverlay show={busy} label="Rotating…" />
      <Card className="stack">
        <p>
          Send this token with every API call, in the <code>accessToken</code> field of the JSON body or as{' '}
          <code>Authorization: Bearer &lt;token&gt;</code>. Keep it secret: calls made with it are charged to
          your balance.
        </p>
        <Alert>{error}</Alert>
        <Alert kind="success">{notice}</Alert>
        <label className="field">
          <span className="field-label">Your access token</span>
          <input
            className="input token-box"
            readOnly
            value={token}
            data-testid="access-token"
            onFocus={(e) => e.target.select()}
          />
        </label>
        <div className="row">
          <Button onClick={copy} disabled={!token} aria-live="polite">
            {copied ? 'Copied!' : 'Copy'}
          </Button>
          <Button variant="secondary" onClick={rotate} disabled={!token || busy}>
            Rotate
          </Button>
        </div>
      </Card>
    </div>
  );
}
