import type { FastifyInstance } from 'fastify';
import { auditStaffAccess, isStaffSession } from '../admin/staff-access';
import { requireUser } from '../auth';
import type { AppContext } from '../context';
import { notFound } from '../http/app-error';
import { readStoredFile } from './stored-files';

/** Downloads an uploaded file: its owner, and staff in a browser session (audited). */
export async function fileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { fileId: string } }>('/backend/files/:fileId', async (request, reply) => {
    const principal = await requireUser(ctx, request);
    const row = await ctx.db
      .selectFrom('stored_files')
      .selectAll()
      .where('id', '=', request.params.fileId)
      .executeTakeFirst();
    // Someone else's file: staff in a browser session only (audited, #22); anyone else is told it does not exist.
    if (!row || (row.owner_id !== principal.userId && !isStaffSession(principal)))
      throw notFound('No such file.', 'file_not_found');
    if (row.owner_id !== principal.userId) {
      await auditStaffAccess(ctx, principal, {
        action: 'file.download',
        targetType: 'file',
        targetId: row.id,
        after: { owner: row.owner_id, name: row.original_name },
      });
    }
    const data = await readStoredFile(ctx, row.id);
    const name = row.original_name.replace(/[^\w.\- ]/g, '_');
    return reply
      .type(row.media_type)
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
}
