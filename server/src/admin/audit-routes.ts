import { auditBody, auditPage } from '@zuban/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { readAuditPage } from './audit-service';
import { staffSessionFirst } from './guard';

export async function adminAuditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const schema = { body: auditBody, response: { 200: auditPage } };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post('/backend/audit_log', { preValidation: staffSessionFirst(ctx), schema }, async (request) =>
    readAuditPage(ctx, request.body),
  );
}
