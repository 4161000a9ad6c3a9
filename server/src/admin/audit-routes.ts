import { auditBody, auditPage } from '@zuban/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { listAudit } from './audit-repo';
import { staffSessionFirst } from './guard';

const AUDIT_PAGE_SIZE = 50;

export async function adminAuditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const schema = { body: auditBody, response: { 200: auditPage } };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post('/backend/audit_log', { preValidation: staffSessionFirst(ctx), schema }, async (request) => {
    const body = request.body;
    const { entries, total } = await listAudit(ctx.db, { ...body, pageSize: AUDIT_PAGE_SIZE });
    return {
      entries,
      page: body.page,
      pageSize: AUDIT_PAGE_SIZE,
      total,
      pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    };
  });
}
