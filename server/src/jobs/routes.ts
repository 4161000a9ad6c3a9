import {
  type HistoryRequest,
  historyPage,
  historyQuery,
  historyRequest,
  jobDetailParams,
  jobDetail as jobDetailSchema,
} from '@zuban/contract/history';
import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyInstance } from 'fastify';
import { lookupUserByAccessToken, type Principal } from '../auth';
import { principalOf, signedIn } from '../auth/route-auth';
import type { AppContext } from '../context';
import { notFound } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { historyPagingHeaders } from './history-paging';
import { keyScope, mayReadJob } from './job-reader';
import { findJob, listJobsPage } from './jobs-repo';
import { historyItem, jobDetail } from './present';
import { jobProgressRoutes } from './progress-routes';

export const HISTORY_PAGE_SIZE = 25;

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

/** The job routes, with staff access to other users' jobs handed in (StaffAccess). */
export const createJobRoutes =
  (staff: StaffAccess) =>
  (app: FastifyInstance, ctx: AppContext): Promise<void> =>
    jobRoutes(app, ctx, staff);

async function jobRoutes(app: FastifyInstance, ctx: AppContext, staff: StaffAccess): Promise<void> {
  await jobProgressRoutes(app, ctx);
  /**
   * Usage history, newest first, 25 a page (spec portal §7, §9): the list of jobs the spec describes;
   * the page is asked for with `?page=N` and told back in the Link and X-Total-Count headers (#23).
   */
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const history = { querystring: historyQuery, body: historyRequest, response: { 200: historyPage } };
  routes.post(
    '/backend/history',
    { preValidation: signedIn(ctx), schema: history },
    async (request, reply) => {
      const principal = principalOf(request);
      const userId = await historyOwner(ctx, staff, principal, request.body);
      const page = request.query.page ?? request.body.page ?? 1;
      const key = keyScope(principal, request.query.key);
      const { rows, total } = await listJobsPage(ctx.db, userId, page, HISTORY_PAGE_SIZE, key);
      reply.headers(historyPagingHeaders('/backend/history', page, HISTORY_PAGE_SIZE, total));
      return rows.map(historyItem);
    },
  );

  /** One job: its owner, and staff in a browser session (audited). */
  const detail = { params: jobDetailParams, response: { 200: jobDetailSchema } };
  routes.post(
    '/backend/jobdetails/:jobId',
    { preValidation: signedIn(ctx), schema: detail },
    async (request) => {
      const principal = principalOf(request);
      const job = await findJob(ctx.db, request.params.jobId);
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
    },
  );
}
