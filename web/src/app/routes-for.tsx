import { Navigate, Outlet, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { SignedInLayout } from '../ui/layouts/SignedInLayout';
import type { SessionKind } from '../ui/session';
import { SIGNED_IN_ROUTE_ID } from './discover-routes';
import { ErrorPage } from './ErrorPage';
import { publicRoutes } from './public-routes';
import { staffRoutes } from './staff-routes';

function branchesFor(kind: Exclude<SessionKind, 'loading'>): RouteObject[] {
  if (kind === 'staff') return staffRoutes();
  // The signed-in pages are patched in by discoverRoutes on the first path the router does not know.
  if (kind === 'user')
    return [publicRoutes(), { id: SIGNED_IN_ROUTE_ID, element: <SignedInLayout />, children: [] }];
  // Visitors asking for a signed-in page go to /landingPage (the children only exist to match).
  return [
    publicRoutes(),
    { id: SIGNED_IN_ROUTE_ID, element: <Navigate to="/landingPage" replace />, children: [] },
  ];
}

/**
 * The route tree for one session kind; unknown paths render the 'Unexpected Application Error!' page.
 * The overlay shows while the first page's lazily loaded code (or route table) is on its way.
 */
export function routesFor(kind: Exclude<SessionKind, 'loading'>): RouteObject[] {
  return [
    {
      element: <Outlet />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <LoadingOverlay show />,
      children: branchesFor(kind),
    },
  ];
}
