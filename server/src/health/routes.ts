import { healthReport } from '@zuban/contract/health';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolvePrincipal } from '../auth';
import type { AppContext } from '../context';
import { databaseAnswers } from '../db/ping';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { engineQueue } from '../jobs/queue/index';
import { langidEngineProbe } from '../language/bindings/langid';
import { ocrEngineProbe } from '../language/bindings/ocr';
import { textEnginesReady } from '../language/text-pool/pool';
import { version } from '../version';

/** Staff see each engine's detail (model paths, tool versions); a failed look-up just means no. */
async function isStaff(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const principal = await resolvePrincipal(ctx, request).catch(() => null);
  return principal?.role === 'admin' && principal.status === 'active';
}

/**
 * Liveness for load balancers and the status page: public, so it says only whether the database and
 * each engine work. Why not (error text, model paths) goes to the log, and to signed-in staff for
 * the engines; the database's error never leaves the server.
 */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The engines the language routes run in this process; speechRoutes adds ASR and TTS with its own.
  ctx.engineProbes.set('ocr', ocrEngineProbe);
  ctx.engineProbes.set('langid', langidEngineProbe);
  const schema = { response: { 200: healthReport, 503: healthReport } };
  app.withTypeProvider<ZodTypeProvider>().get('/healthz', { schema }, async (request, reply) => {
    const databaseOk = await databaseAnswers(ctx.db, (err) =>
      request.log.error({ err }, 'health check: the database does not answer'),
    );
    const engines = await ctx.engineProbes.statuses();
    const detailed = databaseOk && (await isStaff(ctx, request));
    // Depths and live workers per family; why Redis is down (it may name hosts) for staff only.
    const { detail: queueDetail, ...queue } = await engineQueue(ctx).health();
    return reply.status(databaseOk ? 200 : 503).send({
      ok: databaseOk,
      // Alive but still loading the text engines' models (the pool's threads, whose calls wait
      // meanwhile, and the main thread's inline engines). A balancer may hold traffic back until
      // this is true.
      ready: databaseOk && textEnginesReady(),
      version,
      database: { ok: databaseOk, kind: ctx.dbKind },
      engines: detailed ? engines : engines.map(({ name, ok }) => ({ name, ok })),
      queue: detailed && queueDetail ? { ...queue, detail: queueDetail } : queue,
    });
  });
}
