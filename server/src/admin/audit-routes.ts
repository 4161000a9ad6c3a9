import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseBody } from '../accounts/parse-body';
import type { AppContext } from '../context';
import { listAudit } from './audit';
import { requireStaffSession } from './guard';

const AUDIT_PAGE_SIZE = 50;
const auditBody = z.object({
  page: z.coerce.number().int().min(1).default(1),
  targetId: z.string().optional(),
});

export async function adminAuditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/backend/audit_log', async (request) => {
    await requireStaffSession(ctx, request);
    const body = parseBody(auditBody, request.body);
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
