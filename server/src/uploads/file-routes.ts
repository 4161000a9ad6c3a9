import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { AppContext } from '../context';
import { notFound } from '../http/app-error';
import { readStoredFile } from './stored-files';

/** Downloads an uploaded file: its owner and staff only; anyone else is told it does not exist. */
export async function fileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { fileId: string } }>('/backend/files/:fileId', async (request, reply) => {
    const principal = await requireUser(ctx, request);
    const row = await ctx.db
      .selectFrom('stored_files')
      .selectAll()
      .where('id', '=', request.params.fileId)
      .executeTakeFirst();
    if (!row || (row.owner_id !== principal.userId && principal.role !== 'admin'))
      throw notFound('No such file.', 'file_not_found');
    const data = await readStoredFile(ctx, row.id);
    const name = row.original_name.replace(/[^\w.\- ]/g, '_');
    return reply
      .type(row.media_type)
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
}
