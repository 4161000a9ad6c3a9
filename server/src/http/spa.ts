import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { problem } from './error-handler';

export const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Serves the built web app. Page routes (GET asking for HTML) fall back to index.html so React Router
 * can render them; API paths and other methods keep their JSON 404. The build writes Brotli and gzip
 * copies of its text files (web/scripts/precompress.ts), sent to browsers that accept them; hashed
 * assets may be cached for a year, everything else (index.html first) is revalidated on each load.
 */
export async function serveWebApp(app: FastifyInstance, root: string = webDist): Promise<void> {
  const hasBuild = existsSync(`${root}/index.html`);
  // Build outputs whose names carry a content hash: a new build gives them new names.
  const hashedAssets = `${root}/assets/`;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        if (path.startsWith(hashedAssets)) {
          reply.header('cache-control', `public, max-age=${ONE_YEAR_S}, immutable`);
        }
      },
    });
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
