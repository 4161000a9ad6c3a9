import type { ApiKeyCreate, ApiKeyList, ApiKeyView } from '@zuban/contract/api-keys';
import { services } from '@zuban/contract/services/index';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { serviceCopy } from '../../../services/index';
import { Alert } from '../../../ui/Alert';
import { errorText } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { KeyTable } from './KeyTable';
import { createKey, listKeys, revokeKey } from './keys-api';

/** The end of the chosen day in UTC (the input gives a date; a key works through that day). */
function endOfDay(date: string): number | null {
  if (!date) return null;
  const at = Date.parse(`${date}T23:59:59.999Z`);
  return Number.isNaN(at) ? null : at;
}

/**
 * The access-token page's named keys (/v1/keys): make one (name, expiry, allowed services, monthly
 * cap), see its secret this once, list and revoke. The account's access token above stays the
 * default key.
 */
export function NamedKeysCard() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [list, setList] = useState<ApiKeyList | null>(null);
  const [name, setName] = useState('');
  const [expires, setExpires] = useState('');
  const [cap, setCap] = useState('');
  const [allowed, setAllowed] = useState<string[]>([]);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const reload = useCallback(
    () =>
      listKeys()
        .then(setList)
        .catch((err: unknown) => setError(errorText(err))),
    [],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  async function act(work: () => Promise<void>) {
    setBusy(true);
    setError('');
    setNotice('');
    try {
      await work();
      await reload();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const create = (e: FormEvent) => {
    e.preventDefault();
    const body: ApiKeyCreate = {
      name: name.trim(),
      expiresAt: endOfDay(expires),
      allowedServices: allowed.length > 0 ? allowed : null,
      monthlyCap: cap.trim() === '' ? null : Number(cap),
    };
    void act(async () => {
      const made = await createKey(body);
      setSecret(made.secret);
      setNotice(t('keys.created'));
      setName('');
      setExpires('');
      setCap('');
      setAllowed([]);
    });
  };
  const revoke = (key: ApiKeyView) => {
    if (!window.confirm(t('keys.confirmRevoke', { name: key.name }))) return;
    void act(async () => {
      await revokeKey(key.id);
      setNotice(t('keys.revoked'));
    });
  };
  const toggle = (id: string, on: boolean) =>
    setAllowed((now) => (on ? [...now, id] : now.filter((s) => s !== id)));

  return (
    <Card className="stack" data-testid="named-keys">
      <h2>{t('keys.title')}</h2>
      <p>{t('keys.intro')}</p>
      <Alert>{error}</Alert>
      <Alert kind="success">{notice}</Alert>
      {secret ? (
        <label className="field">
          <span className="field-label">{t('keys.secretOnce')}</span>
          <input
            className="input token-box"
            dir="ltr"
            readOnly
            value={secret}
            data-testid="named-key-secret"
            onFocus={(e) => e.target.select()}
          />
        </label>
      ) : null}
      <KeyTable keys={list?.keys ?? []} onRevoke={revoke} busy={busy} />
      <form className="stack" onSubmit={create}>
        <label className="field">
          <span className="field-label">{t('keys.name')}</span>
          <input
            className="input"
            value={name}
            maxLength={60}
            required
            placeholder={t('keys.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            data-testid="named-key-name"
          />
        </label>
        <div className="row">
          <label className="field">
            <span className="field-label">{t('keys.expires')}</span>
            <input
              className="input"
              type="date"
              dir="ltr"
              value={expires}
              onChange={(e) => setExpires(e.target.value)}
            />
          </label>
          <label className="field">
            <span className="field-label">{t('keys.cap')}</span>
            <input
              className="input"
              type="number"
              dir="ltr"
              min="0.001"
              step="0.001"
              value={cap}
              onChange={(e) => setCap(e.target.value)}
              data-testid="named-key-cap"
            />
          </label>
        </div>
        <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="field-label">{t('keys.services')}</legend>
          <div
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 6 }}
          >
            {services.map((s) => (
              <label className="check" key={s.id}>
                <input
                  type="checkbox"
                  checked={allowed.includes(s.id)}
                  onChange={(e) => toggle(s.id, e.target.checked)}
                />
                <span>{serviceCopy(s, language).title ?? s.title}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="row">
          <Button type="submit" disabled={busy || name.trim() === ''} data-testid="named-key-create">
            {t('keys.create')}
          </Button>
          {list ? <span className="small muted">{t('keys.limit', { max: list.max })}</span> : null}
        </div>
      </form>
    </Card>
  );
}
