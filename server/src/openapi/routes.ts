import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { publicDocument } from './document';
import { keepRouteInventory } from './route-inventory';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

// No inline script, so a strict Content-Security-Policy can stay on.
const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Zuban API reference</title><link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script><script src="/docs/assets/init.js"></script></body></html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true,
  persistAuthorization: false, tryItOutEnabled: true });`;

/** /openapi.json and the interactive reference at /docs; both public. */
export async function openApiRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  keepRouteInventory(app);
  // Built on first request: routes registered after this module are in it too.
  let document: Record<string, unknown> | undefined;
  app.get('/openapi.json', { schema: { hide: true } }, async () => {
    document ??= publicDocument(app.swagger() as unknown as Record<string, unknown>, ctx.config.publicUrl);
    return document;
  });
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get('/docs/assets/init.js', async (_request, reply) => reply.type('text/javascript').send(init));
  app.get<{ Params: { file: string } }>('/docs/assets/:file', async (request, reply) => {
    const type = assets[request.params.file];
    if (!type) return reply.status(404).send({ message: 'Not found.' });
    const body = await readFile(join(swaggerDir, request.params.file));
    return reply.type(type).header('cache-control', 'public, max-age=86400').send(body);
  });
}
