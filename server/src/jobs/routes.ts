import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertStaffSession, auditStaffAccess, isStaffSession } from '../admin/staff-access';
import { lookupUserByAccessToken, type Principal, requireUser } from '../auth';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../http/app-error';
import { historyPagingHeaders } from './history-paging';
import { findJob, listJobsPage } from './jobs-repo';
import { jobProgressRoutes } from './progress-routes';
import { historyItem, jobDetail } from './present';

export const HISTORY_PAGE_SIZE = 25;

const historyBody = z.object({
  page: z.coerce.number().int().min(1).default(1),
  /** Staff only: whose history (the admin's /users_summary/{accessToken} page). */
  accessToken: z.string().optional(),
  userId: z.string().optional(),
});

/**
 * Whose jobs a history request is about: your own; staff in a browser session may name another
 * user (audited). A staff access token naming someone else gets 403 (#22).
 */
async function historyOwner(
  ctx: AppContext,
  principal: Principal,
  body: z.infer<typeof historyBody>,
): Promise<string> {
  if (principal.role !== 'admin') return principal.userId;
  let userId = body.userId ?? principal.userId;
  if (!body.userId && body.accessToken) {
    const user = await lookupUserByAccessToken(ctx, body.accessToken);
    if (user?.id !== principal.userId) assertStaffSession(principal);
    if (!user) throw notFound('No user has this access token.', 'user_not_found');
    userId = user.id;
  }
  if (userId === principal.userId) return userId;
  assertStaffSession(principal);
  await auditStaffAccess(ctx, principal, {
    action: 'user.view_history',
    targetType: 'user',
    targetId: userId,
  });
  return userId;
}

export async function jobRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await jobProgressRoutes(app, ctx);
  /**
   * Usage history, newest first, 25 a page (spec portal §7, §9): the list of jobs the spec describes;
   * the page is asked for with `?page=N` and told back in the Link and X-Total-Count headers (#23).
   */
  app.post<{ Querystring: { page?: string } }>('/backend/history', async (request, reply) => {
    const principal = await requireUser(ctx, request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const pageAsked = request.query.page ?? body.page;
    const parsed = historyBody.safeParse({ ...body, page: pageAsked });
    if (!parsed.success) throw badRequest('invalid_page', 'page must be a whole number from 1.');
    const userId = await historyOwner(ctx, principal, parsed.data);
    const page = parsed.data.page;
    const { rows, total } = await listJobsPage(ctx.db, userId, page, HISTORY_PAGE_SIZE);
    reply.headers(historyPagingHeaders('/backend/history', page, HISTORY_PAGE_SIZE, total));
    return rows.map(historyItem);
  });

  /** One job: its owner, and staff in a browser session (audited). */
  app.post<{ Params: { jobId: string } }>('/backend/jobdetails/:jobId', async (request) => {
    const principal = await requireUser(ctx, request);
    const job = await findJob(ctx.db, request.params.jobId);
    // Someone else's job: staff in a browser session only (audited); anyone else is told it does not exist.
    if (!job || (job.user_id !== principal.userId && !isStaffSession(principal))) {
      throw notFound('No such job.', 'job_not_found');
    }
    if (job.user_id !== principal.userId) {
      await auditStaffAccess(ctx, principal, {
        action: 'job.view',
        targetType: 'job',
        targetId: job.id,
        after: { owner: job.user_id },
      });
    }
    return jobDetail(job);
  });
}
