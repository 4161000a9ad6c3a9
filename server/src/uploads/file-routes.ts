import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountHolder, principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { downloadFile } from './download-service';

// The answer is the file's bytes in its own media type, so only the path is declared.
const fileParams = z.object({ fileId: z.string() });

/** Downloads an uploaded file: its owner, and staff in a browser session (audited). */
export async function fileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const download = { preValidation: accountHolder(ctx), schema: { params: fileParams } };
  app.withTypeProvider<ZodTypeProvider>().get('/backend/files/:fileId', download, async (request, reply) => {
    const file = await downloadFile(ctx, principalOf(request), request.params.fileId);
    const name = file.originalName.replace(/[^\w.\- ]/g, '_');
    return reply
      .type(file.mediaType)
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('x-content-type-options', 'nosniff')
      .send(file.data);
  });
}
