import { Navigate, Outlet, type RouteObject } from 'react-router';
import { SignedInLayout } from '../ui/layouts/SignedInLayout';
import type { SessionKind } from '../ui/session';
import { ErrorPage } from './ErrorPage';
import { publicRoutes } from './public-routes';
import { staffRoutes } from './staff-routes';
import { signedInRoutes } from './user-routes';

function branchesFor(kind: Exclude<SessionKind, 'loading'>): RouteObject[] {
  if (kind === 'staff') return staffRoutes();
  if (kind === 'user') return [publicRoutes(), { element: <SignedInLayout />, children: signedInRoutes() }];
  // Visitors asking for a signed-in page go to /landingPage (the children only exist to match).
  return [publicRoutes(), { element: <Navigate to="/landingPage" replace />, children: signedInRoutes() }];
}

/** The route tree for one session kind; unknown paths render the 'Unexpected Application Error!' page. */
export function routesFor(kind: Exclude<SessionKind, 'loading'>): RouteObject[] {
  return [{ element: <Outlet />, errorElement: <ErrorPage />, children: branchesFor(kind) }];
}
