import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { type SessionKind, useSession } from '../ui/session';
import { discoverRoutes } from './discover-routes';
import { routesFor } from './routes-for';

function routerFor(kind: Exclude<SessionKind, 'loading'>) {
  // Staff routes are all known up front; the others add the catalogue's routes on demand.
  const patchRoutesOnNavigation = kind === 'staff' ? undefined : discoverRoutes(kind);
  return createBrowserRouter(routesFor(kind), { patchRoutesOnNavigation });
}

/**
 * One router per session kind: visitors, users and staff are served different route sets (spec: staff
 * get only the admin routes). The router is rebuilt when the kind changes; it starts at the current
 * address, which session.signedIn / signOut set before switching.
 */
export function AppRouter() {
  const { kind } = useSession();
  const router = useMemo(() => (kind === 'loading' ? null : routerFor(kind)), [kind]);
  if (!router) return <LoadingOverlay show />;
  // The key remounts the provider: it keeps its first router's state otherwise.
  return <RouterProvider key={kind} router={router} />;
}
