import type { AppContext } from '../../context';
import { purgePayloads } from './async-jobs-repo';

/**
 * Removes the inputs and outputs of asynchronous jobs that finished more than JOB_RETENTION_HOURS
 * ago (their texts, audio, images, PDFs); the job row, its cost and the ledger stay. Any instance
 * may run it: it is one conditional update.
 */
export async function purgeExpiredPayloads(ctx: AppContext): Promise<{ jobs: number }> {
  const now = ctx.now();
  const before = now - ctx.config.settings.JOB_RETENTION_HOURS * 3600 * 1000;
  return { jobs: await purgePayloads(ctx.db, before, now) };
}

/** The retention sweep shortly after start, then every ten minutes; returns a stop function. */
export function startRetentionSweep(ctx: AppContext, onError: (error: unknown) => void): () => void {
  const sweep = () => void purgeExpiredPayloads(ctx).catch(onError);
  const first = setTimeout(sweep, 30_000);
  const every = setInterval(sweep, 600_000);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
