import type { JobDetail as JobDetails } from '@zuban/contract/history';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localizeServerMessage } from '../../i18n/server-message';
import { jobServiceName } from '../../i18n/service-name';
import { useLanguage } from '../../i18n/use-language';
import { Alert } from '../../ui/Alert';
import { ApiError, api } from '../../ui/api';
import { Card } from '../../ui/Card';
import { usePageTitle } from '../../ui/PageTitle';
import { useSession } from '../../ui/session';
import { formatCost } from './history-shape';
import { WebhookDeliveries } from './WebhookDeliveries';

function parametersText(p: JobDetails['parameters'] | undefined): string {
  if (!p) return '';
  if (typeof p === 'string') return p;
  return Object.entries(p)
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(', ');
}

/** /viewjobdetails/{jobId}: 'Loading job details...' until the data arrives. */
export function JobDetailsPage() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  usePageTitle(t('job.title'));
  const { jobId = '' } = useParams();
  const { kind } = useSession();
  const [job, setJob] = useState<JobDetails | null>(null);
  const [missing, setMissing] = useState('');

  useEffect(() => {
    let live = true;
    api
      .post('/backend/jobdetails/{jobId}', { path: { jobId } })
      .then((j) => live && setJob(j))
      .catch((err: unknown) => {
        console.error('jobdetails', err);
        // A job that does not exist (or is not yours) says so instead of loading forever.
        if (live && err instanceof ApiError && err.status === 404) setMissing(err.message);
      });
    return () => {
      live = false;
    };
  }, [jobId]);

  const params = parametersText(job?.parameters);
  return (
    <div className="container page" style={{ maxWidth: 820 }}>
      <p>
        <Link to={kind === 'staff' ? '/' : '/home'}>{t('job.back')}</Link>
      </p>
      <h1>{t('job.title')}</h1>
      {missing ? (
        <Alert>{missing}</Alert>
      ) : !job ? (
        <p role="status">{t('job.loading')}</p>
      ) : (
        <Card>
          <dl className="dl">
            <dt>{t('job.reference')}</dt>
            <dd dir="ltr">{job.id}</dd>
            <dt>{t('job.cost')}</dt>
            <dd>{t('job.costValue', { amount: formatCost(job.cost, language) })}</dd>
            <dt>{t('job.service')}</dt>
            <dd>
              <bdi>{jobServiceName(job.serviceId, job.serviceTitle, language)}</bdi>
            </dd>
            <dt>{t('job.date')}</dt>
            <dd>
              <bdi>{job.date}</bdi>
            </dd>
            <dt>{t('job.status')}</dt>
            <dd dir="auto">
              {localizeServerMessage(
                { message: job.remarks ?? '', messageCode: `job.${job.status}` },
                language,
              )}
            </dd>
            <dt>{t('job.time')}</dt>
            <dd>
              <bdi>{job.time}</bdi>
            </dd>
            <dt>{t('job.details')}</dt>
            <dd dir="auto" className={/[\u0600-\u06ff]/.test(job.text ?? '') ? 'urdu' : undefined}>
              {job.text ?? ''}
            </dd>
            {params ? (
              <>
                <dt>{t('job.parameters')}</dt>
                <dd dir="ltr">{params}</dd>
              </>
            ) : null}
          </dl>
        </Card>
      )}
      {job ? <WebhookDeliveries jobId={job.id} /> : null}
    </div>
  );
}
