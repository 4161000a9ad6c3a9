import type { RouteObject } from 'react-router';
import './admin.css';
import { lazyElement, lazyPage } from '../app/lazy-element';

const screens = () => import('../app/admin-screens');

/**
 * Staff-only screens (tools-admin-api §2), loaded lazily as one chunk. The spec's
 * /users_summary/{accessToken} and /users_costing/{emailId} take the user's opaque id instead
 * (docs/decisions/admin-names-users-by-id-not-token.md).
 */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: lazyElement(screens, (s) => <s.AdminHome />) },
  lazyPage('admin_users', screens, (s) => <s.AdminUsersPage />),
  lazyPage('admin_service', screens, (s) => <s.AdminServicesPage />),
  lazyPage('users_summary/:userId', screens, (s) => <s.UserSummaryPage />),
  lazyPage('users_costing/:userId', screens, (s) => <s.UserCostingsPage />),
  lazyPage('admin_topups', screens, (s) => <s.TopupReviewPage />),
  lazyPage('admin_fellowships', screens, (s) => <s.FellowshipReviewPage />),
  lazyPage('admin_audit', screens, (s) => <s.AuditLogPage />),
  lazyPage('admin_engines', screens, (s) => <s.EnginesPage />),
];
