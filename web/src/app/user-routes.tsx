import type { RouteObject } from 'react-router';
import { signedInApiDocRoutes } from '../api-docs/routes';
import { toolRoutes } from '../tools/routes';
import { lazyElement, lazyPage } from './lazy-element';

const dashboard = lazyElement(
  () => import('../pages/account/DashboardPage'),
  ({ DashboardPage }) => <DashboardPage />,
);

/**
 * Pages of a signed-in user, including the tool screens and in-account API docs of the other teams.
 * This module is itself loaded on demand (discover-routes.ts): the tool and doc paths come from the
 * service catalogue, which visitors' pages do not need; each page and screen then loads lazily
 * on first visit (a chunk of its own, so /home brings only the dashboard).
 */
export function signedInRoutes(): RouteObject[] {
  return [
    { path: '/', lazy: dashboard },
    { path: '/home', lazy: dashboard },
    lazyPage(
      '/viewjobdetails/:jobId',
      () => import('../pages/account/JobDetailsPage'),
      (m) => <m.JobDetailsPage />,
    ),
    lazyPage(
      '/access_token',
      () => import('../pages/account/AccessTokenPage'),
      (m) => <m.AccessTokenPage />,
    ),
    lazyPage(
      '/user_info',
      () => import('../pages/account/UserInfoPage'),
      (m) => <m.UserInfoPage />,
    ),
    lazyPage(
      '/reset_password',
      () => import('../pages/account/ChangePasswordPage'),
      (m) => <m.ChangePasswordPage />,
    ),
    lazyPage(
      '/contact_login',
      () => import('../pages/account/ContactLoginPage'),
      (m) => <m.ContactLoginPage />,
    ),
    lazyPage(
      '/pricing_login',
      () => import('../pages/info/PricingContent'),
      (m) => <m.PricingContent signedIn />,
    ),
    lazyPage(
      '/privacy_login',
      () => import('../pages/info/PrivacyContent'),
      (m) => <m.PrivacyContent signedIn />,
    ),
    lazyPage(
      '/terms_login',
      () => import('../pages/info/TermsContent'),
      (m) => <m.TermsContent signedIn />,
    ),
    lazyPage(
      '/topup',
      () => import('../pages/topup/TopupPage'),
      (m) => <m.TopupPage />,
    ),
    ...toolRoutes,
    ...signedInApiDocRoutes,
  ];
}
