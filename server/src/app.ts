import Fastify, { type FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/routes';
import { adminRoutes } from './admin/routes';
import { assertStaffSession, auditStaffAccess, isStaffSession } from './admin/staff-access';
import { alertRoutes } from './alerts/routes';
import { decoratePrincipal } from './auth/route-auth';
import { billingRoutes } from './billing/routes';
import { type AppContext, closeAppContext } from './context';
import { healthRoutes } from './health/routes';
import { appBodyLimit } from './http/body-limits';
import { installErrorHandler } from './http/error-handler';
import { lingerOnUnreadBodies } from './http/lingering-close';
import { redactPaths, serializeRequest } from './http/redact';
import { echoRequestId, requestIdFor } from './http/request-id';
import { installSecurityHeaders } from './http/security-headers';
import { serveWebApp } from './http/spa';
import { useZodSchemas } from './http/zod-compilers';
import { createAsyncJobRoutes } from './jobs/async/routes';
import { createJobRoutes } from './jobs/routes';
import { keyRoutes } from './keys/key-routes';
import { boundServices } from './language/registry';
import { languageRoutes } from './language/routes';
import { spellSuggestionRoutes } from './language/spell-suggestions';
import { metricsRoutes } from './metrics/routes';
import { openAiRoutes } from './openai-compat/routes';
import { openApiRoutes } from './openapi/routes';
import { pipelineJob } from './pipelines/async';
import { pipelineRoutes } from './pipelines/routes';
import { pricingRoutes } from './pricing/routes';
import { requestRoutes } from './requests/routes';
import { speechRoutes } from './speech/routes';
import { usageRoutes } from './usage/routes';
import { webhookRoutes } from './webhooks/routes';

export type RouteModule = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

// Each area adds its routes here: one line per module.
const routeModules: RouteModule[] = [
  // First: it keeps the inventory of the routes added after it, for /openapi.json and its test.
  openApiRoutes,
  // Second: its response hook (METRICS_TOKEN set) then times every route added after it.
  metricsRoutes,
  healthRoutes,
  accountRoutes,
  languageRoutes,
  openAiRoutes,
  // Staff access to other users' jobs is admin/'s, which sits above jobs/: handed in here.
  createJobRoutes({ assertStaffSession, isStaffSession, auditStaffAccess }),
  // The pipeline is the one composite job kind: pipelines/ builds on jobs/, so it is handed in here.
  createAsyncJobRoutes(boundServices, [pipelineJob]),
  pipelineRoutes,
  webhookRoutes,
  keyRoutes,
  alertRoutes,
  billingRoutes,
  adminRoutes,
  requestRoutes,
  pricingRoutes,
  speechRoutes,
  spellSuggestionRoutes,
  usageRoutes,
];

export interface BuildOptions {
  logger?: boolean;
  /** Where log lines go (default stdout); tests capture them to prove no secret is logged. */
  logStream?: { write: (line: string) => void };
}

export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: ctx.config.logLevel,
            redact: redactPaths,
            serializers: { req: serializeRequest },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    // Media routes raise their own limit and check credentials before reading (language/route-guards).
    bodyLimit: appBodyLimit(ctx.config),
    trustProxy: ctx.config.trustProxy,
    genReqId: requestIdFor,
  });
  echoRequestId(app);
  lingerOnUnreadBodies(app, ctx.config);
  await installSecurityHeaders(app, ctx.config);
  installErrorHandler(app);
  await useZodSchemas(app);
  // Added first, so it runs last (Fastify runs onClose hooks in reverse): once the routes' own
  // hooks have stopped their work, calls waiting on heavy engines get SHUTDOWN_GRACE_MS before
  // they are refunded, and the context's queue and counters close.
  app.addHook('onClose', () => closeAppContext(ctx));
  decoratePrincipal(app);
  for (const register of routeModules) await register(app, ctx);
  await serveWebApp(app);
  return app;
}
