import type { RouteObject } from 'react-router';
import './admin.css';
import { AdminHome } from './AdminHome';
import { AdminServicesPage } from './AdminServicesPage';
import { AdminUsersPage } from './AdminUsersPage';
import { AuditLogPage } from './AuditLogPage';
import { FellowshipReviewPage } from './FellowshipReviewPage';
import { TopupReviewPage } from './TopupReviewPage';
import { UserCostingsPage } from './UserCostingsPage';
import { UserSummaryPage } from './UserSummaryPage';

/**
 * Staff-only screens (tools-admin-api §2). The spec's /users_summary/{accessToken} and
 * /users_costing/{emailId} take the user's opaque id instead (docs/decisions.md).
 */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <AdminHome /> },
  { path: 'admin_users', element: <AdminUsersPage /> },
  { path: 'admin_service', element: <AdminServicesPage /> },
  { path: 'users_summary/:userId', element: <UserSummaryPage /> },
  { path: 'users_costing/:userId', element: <UserCostingsPage /> },
  { path: 'admin_topups', element: <TopupReviewPage /> },
  { path: 'admin_fellowships', element: <FellowshipReviewPage /> },
  { path: 'admin_audit', element: <AuditLogPage /> },
];
