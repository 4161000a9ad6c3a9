import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { useSession } from '../ui/session';
import { routesFor } from './routes-for';

/**
 * One router per session kind: visitors, users and staff are served different route sets (spec: staff
 * get only the admin routes). The router is rebuilt when the kind changes; it starts at the current
 * address, which session.signedIn / signOut set before switching.
 */
export function AppRouter() {
  const { kind } = useSession();
  const router = useMemo(() => (kind === 'loading' ? null : createBrowserRouter(routesFor(kind))), [kind]);
  if (!router) return <LoadingOverlay show label="Loading…" />;
  // The key remounts the provider: it keeps its first router's state otherwise.
  return <RouterProvider key={kind} router={router} />;
}
