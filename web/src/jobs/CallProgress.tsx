import type { JobStateResponse } from '@zuban/contract/jobs';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import type { TrackedCallView } from './use-tracked-call';

function ProgressText({ job }: { job: JobStateResponse }) {
  const { t } = useTranslation('progress');
  const p = job.progress;
  if (!p) return <span>{job.phase === 'queued' ? t('queued') : t('running')}</span>;
  const done = Math.min(p.done, p.total ?? p.done);
  if (p.total === null) {
    if (p.unit === 'lines') return <span>{t('linesNoTotal', { done })}</span>;
    if (p.unit === 'seconds') return <span>{t('secondsNoTotal', { done })}</span>;
    return <span>{t('sentencesNoTotal', { done })}</span>;
  }
  if (p.unit === 'lines') return <span>{t('lines', { done, total: p.total })}</span>;
  if (p.unit === 'pages') return <span>{t('pages', { done, total: p.total })}</span>;
  if (p.unit === 'seconds') return <span>{t('seconds', { done, total: p.total })}</span>;
  return <span>{t('sentences', { done, total: p.total })}</span>;
}

/**
 * Covers the tool screen while its call runs (as LoadingOverlay did) and says how far it got: the
 * upload's percentage, then the job's phase and progress, with Cancel while it is still queued.
 * Only the phase line is a live region: progress bars that tick every poll would flood a reader.
 */
export function CallProgress({
  show,
  label,
  view,
  onCancel,
}: {
  show: boolean;
  label: string;
  view: TrackedCallView;
  onCancel: () => void;
}) {
  const { t } = useTranslation('progress');
  if (!show) return null;
  const { upload, job } = view;
  const uploading = upload !== null && upload.loaded < upload.total && !job;
  const percent = upload && upload.total > 0 ? Math.round((upload.loaded / upload.total) * 100) : 0;
  return (
    <div className="overlay" data-testid="loading-overlay">
      <div className="spinner" aria-hidden="true" />
      <span className="muted" role="status" aria-live="polite">
        {label} {job ? <ProgressText job={job} /> : null}
      </span>
      {uploading ? (
        <>
          <progress max={upload.total} value={upload.loaded} aria-label={t('uploadLabel')} />
          <span className="small muted">{t('uploading', { percent })}</span>
        </>
      ) : null}
      {job?.progress?.total ? (
        <progress
          max={job.progress.total}
          value={Math.min(job.progress.done, job.progress.total)}
          aria-label={t('progressLabel')}
        />
      ) : null}
      {job?.cancellable ? (
        <Button variant="secondary" onClick={onCancel} disabled={view.cancelling}>
          {view.cancelling ? t('cancelling') : t('cancel')}
        </Button>
      ) : null}
      {job?.phase === 'running' ? <span className="small muted">{t('cannotCancel')}</span> : null}
      {view.cancelError ? (
        <span className="small" role="alert">
          {view.cancelError}
        </span>
      ) : null}
    </div>
  );
}
