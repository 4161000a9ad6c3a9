import { coded } from '@zuban/contract/message-catalogue';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { countWebJobsSince } from '../job-rows/jobs-repo';

const WINDOW_MS = 60_000;

/** Web calls a user may make a minute (WEB_FAIR_USE_PER_MINUTE, default 60). */
export function webCallsPerMinute(ctx: AppContext): number {
  return ctx.config.settings.WEB_FAIR_USE_PER_MINUTE;
}

/**
 * Web tool calls are free and unlimited (spec portal §1) within fair use: past the per-minute limit
 * they get 429. Counted from the jobs table, so every server instance sees the same count.
 */
export async function enforceFairUse(ctx: AppContext, userId: string): Promise<void> {
  const limit = webCallsPerMinute(ctx);
  const used = await countWebJobsSince(ctx.db, userId, ctx.now() - WINDOW_MS);
  if (used < limit) return;
  throw new AppError(429, 'fair_use_limit', coded('limits.fairUse', { used, limit }), {
    'retry-after': '60',
  });
}
