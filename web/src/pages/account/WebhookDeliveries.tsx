import type { AsyncJobView } from '@zuban/contract/async-jobs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { api } from '../../ui/api';
import { Card } from '../../ui/Card';

/**
 * The webhook deliveries of an asynchronous job and every attempt (time, answer, latency), for its
 * owner: read from /v1/jobs/{id}, which answers only the owner (staff viewing another user's job
 * see nothing here).
 */
export function WebhookDeliveries({ jobId }: { jobId: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [deliveries, setDeliveries] = useState<AsyncJobView['deliveries']>([]);

  useEffect(() => {
    let live = true;
    api
      .get('/v1/jobs/{jobId}', { path: { jobId } })
      .then((job) => live && setDeliveries(job.deliveries))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [jobId]);

  if (deliveries.length === 0) return null;
  const time = new Intl.DateTimeFormat(language === 'ur' ? 'ur-PK' : 'en-GB', {
    timeZone: 'Asia/Karachi',
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (
    <Card className="stack" data-testid="webhook-deliveries">
      <h2>{t('job.webhooks')}</h2>
      {deliveries.map((d) => (
        <div key={d.id}>
          <p>
            <code dir="ltr">{d.event}</code> → <bdi dir="ltr">{d.url}</bdi> ({t(`job.delivery.${d.status}`)})
          </p>
          <table className="table">
            <thead>
              <tr>
                <th>{t('job.attemptAt')}</th>
                <th>{t('job.attemptAnswer')}</th>
                <th>{t('job.attemptLatency')}</th>
              </tr>
            </thead>
            <tbody>
              {d.attempts.map((a) => (
                <tr key={a.at}>
                  <td>
                    <bdi>{time.format(a.at)}</bdi>
                  </td>
                  <td dir="ltr">{a.statusCode ?? a.error ?? ''}</td>
                  <td>{t('job.latency', { ms: a.latencyMs })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </Card>
  );
}
