import type { FastifyInstance } from 'fastify';

export interface ListedRoute {
  method: string;
  url: string;
}

// printRoutes draws a tree: each level indents four characters ("│   " or "    ") and a node is
// "├── segment (GET, HEAD)"; a node's path is its ancestors' segments joined. Read back, it lists
// every route the app has, so a route added later is fuzzed without editing the fuzz.
const line = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;

/** Every method and path the app serves (HEAD left out: Fastify answers it from GET). */
export function listRoutes(app: FastifyInstance): ListedRoute[] {
  const stack: string[] = [];
  const routes: ListedRoute[] = [];
  for (const text of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.exec(text);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}
