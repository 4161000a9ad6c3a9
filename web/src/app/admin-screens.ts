// The staff screens in one module, so that they load as one chunk on a staff member's first visit
// (admin/routes.tsx imports it lazily).
export { AdminHome } from '../admin/AdminHome';
export { AdminServicesPage } from '../admin/AdminServicesPage';
export { AdminUsersPage } from '../admin/AdminUsersPage';
export { AuditLogPage } from '../admin/AuditLogPage';
export { EnginesPage } from '../admin/EnginesPage';
export { FellowshipReviewPage } from '../admin/FellowshipReviewPage';
export { TopupReviewPage } from '../admin/TopupReviewPage';
export { UserCostingsPage } from '../admin/UserCostingsPage';
export { UserSummaryPage } from '../admin/UserSummaryPage';
