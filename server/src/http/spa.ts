import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { problem } from './error-handler';

export const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built web app. Page routes (GET asking for HTML) fall back to index.html so React Router
 * can render them; API paths and other methods keep their JSON 404.
 */
export async function serveWebApp(app: FastifyInstance): Promise<void> {
  const hasBuild = existsSync(`${webDist}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const isApi = request.url.startsWith('/backend/') || request.url.startsWith('/api/');
    if (hasBuild && wantsPage && !isApi) return reply.type('text/html').sendFile('index.html');
    return reply
      .status(404)
      .type('application/problem+json')
      .send(problem(404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
