import type { JobStateResponse } from '@zuban/contract/jobs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorText } from '../ui/api';
import { postWithUploadProgress, type UploadProgress } from './xhr-post';

/** How often the screen asks how far its call got: the server writes progress at most 4 times a second. */
const POLL_MS = 700;

export interface TrackedCallView {
  upload: UploadProgress | null;
  job: JobStateResponse | null;
  cancelling: boolean;
  cancelError: string;
}

const idle: TrackedCallView = { upload: null, job: null, cancelling: false, cancelError: '' };

/** Thrown by `post` when the user cancelled the call while it was queued. */
export class CancelledCall extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CancelledCall';
  }
}

interface Running {
  abort: AbortController;
  done: boolean;
  cancelled: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * A long tool call (OCR, TTS, ASR) with its progress: the upload's bytes from the request, then the
 * job's phase and progress polled from GET /backend/jobs/active/:serviceId (the screen has no job id
 * before the answer; a browser user has one such call at a time). `cancel` cancels it while queued.
 */
export function useTrackedCall(serviceId: string) {
  const { t } = useTranslation('progress');
  const [view, setView] = useState<TrackedCallView>(idle);
  const current = useRef<Running | null>(null);
  const jobId = useRef<string | null>(null);

  useEffect(
    () => () => {
      current.current?.abort.abort();
    },
    [],
  );

  const post = useCallback(
    async <T>(path: string, body: unknown): Promise<T> => {
      const run: Running = { abort: new AbortController(), done: false, cancelled: false };
      current.current = run;
      jobId.current = null;
      setView(idle);
      const poll = async () => {
        while (!run.done) {
          await sleep(POLL_MS);
          if (run.done) return;
          try {
            const job = await api.get('/backend/jobs/active/{serviceId}', { path: { serviceId } });
            if (run.done) return;
            jobId.current = job.jobId;
            setView((v) => ({ ...v, job }));
          } catch {
            // 404 before the job row exists or once it ended: the answer settles the screen.
          }
        }
      };
      void poll();
      try {
        return await postWithUploadProgress<T>(path, body, {
          signal: run.abort.signal,
          onUpload: (upload) => setView((v) => ({ ...v, upload })),
        });
      } catch (err) {
        if (run.cancelled) throw new CancelledCall(t('cancelled'));
        throw err;
      } finally {
        run.done = true;
        if (current.current === run) current.current = null;
        setView(idle);
      }
    },
    [serviceId, t],
  );

  const cancel = useCallback(async () => {
    const run = current.current;
    const id = jobId.current;
    if (!run || !id) return;
    setView((v) => ({ ...v, cancelling: true, cancelError: '' }));
    try {
      await api.post('/backend/jobs/{jobId}/cancel', { path: { jobId: id } });
      run.cancelled = true;
      run.abort.abort();
    } catch (err) {
      // Most likely it started meanwhile: it runs to the end, and the panel says so.
      setView((v) => ({ ...v, cancelling: false, cancelError: errorText(err) }));
    }
  }, []);

  return { view, post, cancel };
}
