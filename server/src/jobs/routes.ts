import {
  historyPage,
  historyQuery,
  historyRequest,
  jobDetailParams,
  jobDetail as jobDetailSchema,
} from '@zuban/contract/history';
import type { FastifyInstance } from 'fastify';
import { principalOf, signedIn } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { historyPagingHeaders } from './history-paging';
import { historyPageFor, readJobDetail, type StaffAccess } from './history-service';
import { keyScope } from './job-reader';
import { jobProgressRoutes } from './progress-routes';

export const HISTORY_PAGE_SIZE = 25;

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
      const page = request.query.page ?? request.body.page ?? 1;
      const keyId = keyScope(principal, request.query.key);
      const { items, total } = await historyPageFor(ctx, staff, principal, {
        body: request.body,
        page,
        pageSize: HISTORY_PAGE_SIZE,
        keyId,
      });
      reply.headers(historyPagingHeaders('/backend/history', page, HISTORY_PAGE_SIZE, total));
      return items;
    },
  );

  /** One job: its owner, and staff in a browser session (audited). */
  const detail = { params: jobDetailParams, response: { 200: jobDetailSchema } };
  routes.post(
    '/backend/jobdetails/:jobId',
    { preValidation: signedIn(ctx), schema: detail },
    async (request) => readJobDetail(ctx, staff, principalOf(request), request.params.jobId),
  );
}
