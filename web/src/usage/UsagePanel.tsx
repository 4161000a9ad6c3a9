import { findService } from '@zuban/contract/services/index';
import type { UsageResponse } from '@zuban/contract/usage';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceCopy } from '../services/index';
import { api, errorText } from '../ui/api';
import { Button } from '../ui/Button';
import type { UsageMetric } from './UsageChart';
import { usageFormat, usageLanguage } from './usage-format';
import { usageSeries } from './usage-series';

// recharts is a few hundred kilobytes: loaded with the panel, not with the first page.
const UsageChart = lazy(() => import('./UsageChart'));

/**
 * Usage at a glance (#25 item 6): calls and spend per day of the last 30 days, stacked by service,
 * for the user (`/backend/usage`) or, in the admin console, every user (`/backend/admin/usage`,
 * with failures). The chart is drawn for the eye only; the same figures are a table, visually
 * hidden for screen readers until "Show as table" shows it to everyone.
 */
export function UsagePanel({ scope, keyId = '' }: { scope: 'mine' | 'all'; keyId?: string }) {
  const { t, i18n } = useTranslation('usage');
  const language = usageLanguage(i18n.language);
  const format = usageFormat(language);
  const [usage, setUsage] = useState<UsageResponse | null>(null);
  const [error, setError] = useState('');
  const [asTable, setAsTable] = useState(false);

  useEffect(() => {
    let live = true;
    const path = scope === 'all' ? '/backend/admin/usage' : '/backend/usage';
    api
      .get(path, { query: { days: 30, key: keyId } })
      .then((answer) => live && setUsage(answer))
      .catch((err: unknown) => live && setError(errorText(err)));
    return () => {
      live = false;
    };
  }, [scope, keyId]);

  const series = useMemo(() => (usage ? usageSeries(usage) : null), [usage]);
  const serviceName = (id: string) => {
    const service = findService(id);
    return service ? (serviceCopy(service, language).title ?? service.title) : id;
  };

  const heading = scope === 'all' ? t('adminTitle') : t('title');
  if (error) {
    return (
      <section className="usage-panel" aria-label={heading}>
        <p className="muted">
          {t('failed')} {error}
        </p>
      </section>
    );
  }
  if (!usage || !series) return null;
  const metrics: { metric: UsageMetric; title: string }[] = [
    { metric: 'calls', title: t('calls') },
    { metric: 'spend', title: scope === 'all' ? t('revenue') : t('spend') },
    ...(scope === 'all' ? [{ metric: 'failures' as const, title: t('failures') }] : []),
  ];
  const rows = usage.rows.filter((r) => r.calls > 0);
  return (
    <section className="usage-panel stack" aria-label={heading}>
      <h2>{heading}</h2>
      <p className="small muted">
        {t('chartSummary', {
          calls: format.count(series.totals.calls),
          spend: format.pkr(series.totals.spend),
          from: format.day(usage.from),
          to: format.day(usage.to),
        })}
      </p>
      {rows.length === 0 ? <p className="muted">{t('empty')}</p> : null}
      {rows.length > 0 && !asTable ? (
        <Suspense fallback={<div style={{ minHeight: 220 }} />}>
          {metrics.map(({ metric, title }) => (
            <UsageChart
              key={metric}
              series={series}
              metric={metric}
              title={title}
              language={language}
              serviceName={serviceName}
            />
          ))}
        </Suspense>
      ) : null}
      {rows.length > 0 ? (
        <>
          <Button variant="ghost" onClick={() => setAsTable((v) => !v)} aria-pressed={asTable}>
            {asTable ? t('showChart') : t('showTable')}
          </Button>
          <div className={asTable ? 'table-wrap' : 'visually-hidden'}>
            <table className="table">
              <caption className="visually-hidden">{t('tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('day')}</th>
                  <th scope="col">{t('service')}</th>
                  <th scope="col">{t('calls')}</th>
                  {scope === 'all' ? <th scope="col">{t('failures')}</th> : null}
                  <th scope="col">{scope === 'all' ? t('revenue') : t('spend')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.day} ${r.serviceId}`}>
                    <td>{format.day(r.day)}</td>
                    <td dir="auto">{serviceName(r.serviceId)}</td>
                    <td>{format.count(r.calls)}</td>
                    {scope === 'all' ? <td>{format.count(r.failures)}</td> : null}
                    <td>{format.pkr(r.spend)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
