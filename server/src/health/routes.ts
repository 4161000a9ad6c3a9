import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { version } from '../version';
import { engineStatuses } from './engine-status';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    const database = await sql`select 1 as ok`
      .execute(ctx.db)
      .then(() => ({ ok: true, kind: ctx.dbKind }))
      .catch((e: unknown) => ({
        ok: false,
        kind: ctx.dbKind,
        detail: e instanceof Error ? e.message : String(e),
      }));
    const engines = await engineStatuses();
    const ok = database.ok;
    return reply.status(ok ? 200 : 503).send({ ok, version, database, engines });
  });
}
