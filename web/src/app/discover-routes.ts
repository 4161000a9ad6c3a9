import { matchRoutes, type PatchRoutesOnNavigationFunction } from 'react-router';
import type { SessionKind } from '../ui/session';
import { PUBLIC_ROUTE_ID } from './public-routes';

/** The id of the (pathless) branch that holds the signed-in pages. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

/** Imports a module once; a failed download (network) is tried again on the next navigation. */
function once<M>(load: () => Promise<M>): () => Promise<M> {
  let module: Promise<M> | undefined;
  return () => {
    module ??= load().catch((e: unknown) => {
      module = undefined;
      throw e;
    });
    return module;
  };
}

type Patch = Parameters<PatchRoutesOnNavigationFunction>[0]['patch'];

/**
 * Adds the routes that are not in the first bundle when a path first matches none of the routes the
 * router starts with: react-router calls this before it gives up with a 404 (`patchRoutesOnNavigation`).
 * Two modules: the public service landing pages (their content is large) and the routes whose paths
 * come from the service catalogue (signed-in pages and tool screens, API docs); the catalogue and its
 * zod schemas stay out of the bundle a visitor loads for the landing page. The second module loads only
 * when the path is not in the first. Visitors get the signed-in
 * paths without screens, only to redirect them to /landingPage as before. Paths that match nothing
 * after both still end on the error page.
 */
export function discoverRoutes(
  kind: Exclude<SessionKind, 'loading' | 'staff'>,
): PatchRoutesOnNavigationFunction {
  const landings = once(() => import('./service-landing-routes'));
  const tables = once(() => import('./route-tables'));
  // Each returns the routes it added, to see whether the path is among them.
  const patchTables = async (patch: Patch) => {
    const { publicApiDocRoutes, signedInRoutes } = await tables();
    const signedIn = signedInRoutes();
    const branch = kind === 'user' ? signedIn : signedIn.map((r) => ({ path: r.path }));
    patch(PUBLIC_ROUTE_ID, publicApiDocRoutes);
    patch(SIGNED_IN_ROUTE_ID, branch);
    return [...publicApiDocRoutes, ...branch];
  };
  const patchLandings = async (patch: Patch) => {
    const { serviceLandingRoutes } = await landings();
    patch(PUBLIC_ROUTE_ID, serviceLandingRoutes);
    return serviceLandingRoutes;
  };
  // A signed-in user's unknown path is usually a signed-in page, a visitor's a service landing page.
  const [first, second] = kind === 'user' ? [patchTables, patchLandings] : [patchLandings, patchTables];
  let patched = false;
  return async ({ path, patch, signal }) => {
    if (patched) return;
    // react-router ignores `patch` once the navigation is aborted, and merges routes patched twice.
    if (matchRoutes(await first(patch), path)) return;
    await second(patch);
    patched = !signal.aborted;
  };
}
