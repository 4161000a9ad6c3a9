import type { UserRateLimits as Limits, RateFamily, UserRateLimitRow } from '@zuban/contract/rate-limits';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format';
import { useLanguage } from '../i18n/use-language';
import { Alert } from '../ui/Alert';
import { errorText, replyText, staffApi } from '../ui/api';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Table } from '../ui/Table';
import { useAdminData } from './use-admin-data';

/**
 * A user's API rate limits on the staff user page: per family the default, the user's own limit
 * (staff raise it for a batch user, as they set a user's own price) and Save / Use default.
 */
export function UserRateLimits({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const {
    data,
    error: loadError,
    reload,
  } = useAdminData<Limits>(`/backend/user_rate_limits/${encodeURIComponent(userId)}`);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');

  const save = async (family: RateFamily, limit: number | null) => {
    setError('');
    setSaved('');
    try {
      const answer = await staffApi.post<{ message: string }>('/backend/update_user_rate_limit', {
        userId,
        family,
        limit,
      });
      setSaved(replyText(answer));
      reload();
    } catch (err) {
      setError(errorText(err));
    }
  };
  const submit = (row: UserRateLimitRow) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = String(new FormData(e.currentTarget).get('limit') ?? '').trim();
    // The server checks the number; an empty field means the default.
    void save(row.family, value === '' ? null : Number(value));
  };
  const shown = (limit: number) => (limit === 0 ? t('rateLimits.unlimited') : formatNumber(limit, language));

  return (
    <Card>
      <h2 id="rate-limits">{t('rateLimits.title')}</h2>
      <p className="muted">
        {t('rateLimits.note', { seconds: formatNumber(data?.windowSeconds ?? 60, language) })}
      </p>
      <Alert>{loadError || error}</Alert>
      <Alert kind="success">{saved}</Alert>
      <Table<UserRateLimitRow>
        caption={t('rateLimits.title')}
        columns={[
          { header: t('rateLimits.family'), cell: (r) => t(`rateLimits.families.${r.family}`) },
          { header: t('rateLimits.default'), cell: (r) => shown(r.defaultLimit) },
          {
            header: t('rateLimits.own'),
            cell: (r) => (
              <form className="admin-inline-form" onSubmit={submit(r)}>
                <input
                  className="input"
                  name="limit"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  dir="ltr"
                  aria-label={t('rateLimits.ownFor', { family: t(`rateLimits.families.${r.family}`) })}
                  placeholder={t('rateLimits.defaultPlaceholder')}
                  defaultValue={r.userLimit ?? ''}
                  key={`${r.family}:${r.userLimit ?? ''}`}
                />
                <Button type="submit" variant="secondary">
                  {t('rateLimits.save')}
                </Button>
                {r.userLimit === null ? null : (
                  <Button variant="ghost" onClick={() => void save(r.family, null)}>
                    {t('rateLimits.useDefault')}
                  </Button>
                )}
              </form>
            ),
          },
        ]}
        rows={data?.families ?? []}
        rowKey={(r) => r.family}
        empty={t('common.loading')}
      />
    </Card>
  );
}
