/**
 * Routes served by this app that are not the public API, and why; everything else is in
 * /openapi.json (openapi/routes.test.ts checks both ways). The admin console's routes hide
 * themselves (admin/routes.ts), the language services' tool paths too (language/route-schema.ts),
 * and the spec's spellings without /backend are documented once, under /backend (document.ts).
 */
const internal: readonly { prefix: string; why: string }[] = [
  { prefix: '/docs', why: 'the interactive reference page and its assets' },
  { prefix: '/openapi.json', why: 'the document itself' },
  { prefix: '/healthz', why: 'operations: readiness for load balancers' },
  { prefix: '/metrics', why: 'operations: the Prometheus scrape, behind METRICS_TOKEN (docs/operations.md)' },
  { prefix: '/*', why: 'the web app’s pages' },
];

/** The web app's built files (/index.html, /assets/app-1a2b.js ...): a path ending in a file name. */
const webAppFile = /\/[^/{}]+\.[A-Za-z0-9]+$/;

export function isInternalRoute(path: string): boolean {
  if (webAppFile.test(path)) return true;
  return internal.some(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
}
