import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditStaffAccess, isStaffSession } from '../admin/staff-access';
import { accountHolder, principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import { notFound } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { readStoredFile } from './stored-files';
import { findStoredFile } from './stored-files-repo';

// The answer is the file's bytes in its own media type, so only the path is declared.
const fileParams = z.object({ fileId: z.string() });

/** Downloads an uploaded file: its owner, and staff in a browser session (audited). */
export async function fileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const download = { preValidation: accountHolder(ctx), schema: { params: fileParams } };
  app.withTypeProvider<ZodTypeProvider>().get('/backend/files/:fileId', download, async (request, reply) => {
    const principal = principalOf(request);
    const row = await findStoredFile(ctx.db, request.params.fileId);
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
