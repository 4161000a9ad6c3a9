import type { AuditPage } from '@zuban/contract/admin';
import type { AppContext } from '../context';
import { listAudit } from './audit-repo';

const AUDIT_PAGE_SIZE = 50;

/** One page of the audit log, newest first, optionally about one target. */
export async function readAuditPage(
  ctx: AppContext,
  query: { page: number; targetId?: string | undefined },
): Promise<AuditPage> {
  const { entries, total } = await listAudit(ctx.db, { ...query, pageSize: AUDIT_PAGE_SIZE });
  return {
    entries,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    total,
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
  };
}
