import type { RouteObject } from 'react-router';
import { adminRoutes } from '../admin/routes';
import { StaffLayout } from '../ui/layouts/StaffLayout';
import { lazyPage } from './lazy-element';
import { StaffHomePlaceholder } from './StaffHomePlaceholder';

function hasHome(routes: readonly RouteObject[]): boolean {
  return routes.some((r) => r.index === true || r.path === '/' || r.path === '');
}

/** Staff sessions: only the admin screens (web/src/admin) plus job detail, each loaded lazily. */
export function staffRoutes(): RouteObject[] {
  const home: RouteObject[] = hasHome(adminRoutes)
    ? []
    : [{ index: true, element: <StaffHomePlaceholder /> }];
  return [
    {
      path: '/',
      element: <StaffLayout />,
      children: [
        ...home,
        ...adminRoutes,
        lazyPage(
          'viewjobdetails/:jobId',
          () => import('../pages/account/JobDetailsPage'),
          (m) => <m.JobDetailsPage />,
        ),
      ],
    },
  ];
}
