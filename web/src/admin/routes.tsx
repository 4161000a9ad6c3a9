import type { RouteObject } from 'react-router';
import './admin.css';
import { lazyElement } from '../app/lazy-element';

const screens = () => import('../app/admin-screens');

/**
 * Staff-only screens (tools-admin-api §2), loaded lazily as one chunk. The spec's
 * /users_summary/{accessToken} and /users_costing/{emailId} take the user's opaque id instead
 * (docs/decisions.md).
 */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: lazyElement(screens, (s) => <s.AdminHome />) },
  { path: 'admin_users', lazy: lazyElement(screens, (s) => <s.AdminUsersPage />) },
  { path: 'admin_service', lazy: lazyElement(screens, (s) => <s.AdminServicesPage />) },
  { path: 'users_summary/:userId', lazy: lazyElement(screens, (s) => <s.UserSummaryPage />) },
  { path: 'users_costing/:userId', lazy: lazyElement(screens, (s) => <s.UserCostingsPage />) },
  { path: 'admin_topups', lazy: lazyElement(screens, (s) => <s.TopupReviewPage />) },
  { path: 'admin_fellowships', lazy: lazyElement(screens, (s) => <s.FellowshipReviewPage />) },
  { path: 'admin_audit', lazy: lazyElement(screens, (s) => <s.AuditLogPage />) },
];
