import type { JobDetail as JobDetails } from '@zuban/contract/history';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { ApiError, api } from '../../ui/api';
import { Card } from '../../ui/Card';
import { usePageTitle } from '../../ui/PageTitle';
import { useSession } from '../../ui/session';
import { formatCost } from './history-shape';

function parametersText(p: JobDetails['parameters'] | undefined): string {
  if (!p) return '';
  if (typeof p === 'string') return p;
  return Object.entries(p)
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(', ');
}

/** /viewjobdetails/{jobId}: 'Loading job details...' until the data arrives. */
export function JobDetailsPage() {
  usePageTitle('Job details');
  const { jobId = '' } = useParams();
  const { kind } = useSession();
  const [job, setJob] = useState<JobDetails | null>(null);
  const [missing, setMissing] = useState('');

  useEffect(() => {
    let live = true;
    api
      .post<JobDetails>(`/backend/jobdetails/${encodeURIComponent(jobId)}`, {})
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
        <Link to={kind === 'staff' ? '/' : '/home'}>← Back</Link>
      </p>
      <h1>Job details</h1>
      {missing ? (
        <Alert>{missing}</Alert>
      ) : !job ? (
        <p role="status">Loading job details...</p>
      ) : (
        <Card>
          <dl className="dl">
            <dt>Reference ID</dt>
            <dd>{job.id}</dd>
            <dt>Cost</dt>
            <dd>{formatCost(job.cost)} PKR</dd>
            <dt>Service Name</dt>
            <dd>{job.serviceTitle ?? job.serviceId}</dd>
            <dt>Date</dt>
            <dd>{job.date}</dd>
            <dt>Status</dt>
            <dd>{job.remarks ?? ''}</dd>
            <dt>Time</dt>
            <dd>{job.time}</dd>
            <dt>Details</dt>
            <dd dir="auto" className={/[\u0600-\u06ff]/.test(job.text ?? '') ? 'urdu' : undefined}>
              {job.text ?? ''}
            </dd>
            {params ? (
              <>
                <dt>Parameters</dt>
                <dd>{params}</dd>
              </>
            ) : null}
          </dl>
        </Card>
      )}
    </div>
  );
}
