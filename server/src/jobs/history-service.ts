import type { HistoryRequest } from '@zuban/contract/history';
import { coded } from '@zuban/contract/message-catalogue';
import { lookupUserByAccessToken, type Principal } from '../auth';
import type { AppContext } from '../context';
import { notFound } from '../http/app-error';
import { findJob, listJobsPage } from '../job-rows/jobs-repo';
import { mayReadJob } from './job-reader';
import { historyItem, jobDetail } from './present';

/**
 * Staff reading another user's jobs (admin/staff-access.ts): a browser session only, and audited.
 * app.ts hands it in, because admin/ sits above jobs/ (its console moves money through billing/).
 */
export interface StaffAccess {
  /** 403 unless the principal is staff signed in with a browser session. */
  assertStaffSession(principal: Principal): void;
  isStaffSession(principal: Principal): boolean;
  auditStaffAccess(
    ctx: AppContext,
    actor: Principal,
    r: { action: string; targetType: string; targetId: string; after?: unknown },
  ): Promise<void>;
}

/**
 * Whose jobs a history request is about: your own; staff in a browser session may name another
 * user (audited). A staff access token naming someone else gets 403 (#22).
 */
async function historyOwner(
  ctx: AppContext,
  staff: StaffAccess,
  principal: Principal,
  body: HistoryRequest,
): Promise<string> {
  if (principal.role !== 'admin') return principal.userId;
  let userId = body.userId ?? principal.userId;
  if (!body.userId && body.accessToken) {
    const user = await lookupUserByAccessToken(ctx, body.accessToken);
    if (user?.id !== principal.userId) staff.assertStaffSession(principal);
    if (!user) throw notFound(coded('request.noUserWithToken'), 'user_not_found');
    userId = user.id;
  }
  if (userId === principal.userId) return userId;
  staff.assertStaffSession(principal);
  await staff.auditStaffAccess(ctx, principal, {
    action: 'user.view_history',
    targetType: 'user',
    targetId: userId,
  });
  return userId;
}

/**
 * One page of usage history, newest first: the caller's, or for staff the user the body names;
 * only the jobs of key `keyId` when given. Answers the page's rows and the count of all.
 */
export async function historyPageFor(
  ctx: AppContext,
  staff: StaffAccess,
  principal: Principal,
  r: { body: HistoryRequest; page: number; pageSize: number; keyId: string | undefined },
) {
  const userId = await historyOwner(ctx, staff, principal, r.body);
  const { rows, total } = await listJobsPage(ctx.db, userId, r.page, r.pageSize, r.keyId);
  return { items: rows.map(historyItem), total };
}

/** One job's detail: its owner's, or staff in a browser session (audited); anyone else gets 404. */
export async function readJobDetail(
  ctx: AppContext,
  staff: StaffAccess,
  principal: Principal,
  jobId: string,
) {
  const job = await findJob(ctx.db, jobId);
  // Someone else's job: staff in a browser session only (audited); anyone else is told it does not exist.
  if (!job || (!mayReadJob(principal, job) && !staff.isStaffSession(principal))) {
    throw notFound(coded('general.noSuchJob'), 'job_not_found');
  }
  if (job.user_id !== principal.userId) {
    await staff.auditStaffAccess(ctx, principal, {
      action: 'job.view',
      targetType: 'job',
      targetId: job.id,
      after: { owner: job.user_id },
    });
  }
  return jobDetail(job);
}
