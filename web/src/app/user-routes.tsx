import type { RouteObject } from 'react-router';
import { signedInApiDocRoutes } from '../api-docs/routes';
import { toolRoutes } from '../tools/routes';
import { lazyElement } from './lazy-element';

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
    {
      path: '/viewjobdetails/:jobId',
      lazy: lazyElement(
        () => import('../pages/account/JobDetailsPage'),
        ({ JobDetailsPage }) => <JobDetailsPage />,
      ),
    },
    {
      path: '/access_token',
      lazy: lazyElement(
        () => import('../pages/account/AccessTokenPage'),
        ({ AccessTokenPage }) => <AccessTokenPage />,
      ),
    },
    {
      path: '/user_info',
      lazy: lazyElement(
        () => import('../pages/account/UserInfoPage'),
        ({ UserInfoPage }) => <UserInfoPage />,
      ),
    },
    {
      path: '/reset_password',
      lazy: lazyElement(
        () => import('../pages/account/ChangePasswordPage'),
        ({ ChangePasswordPage }) => <ChangePasswordPage />,
      ),
    },
    {
      path: '/contact_login',
      lazy: lazyElement(
        () => import('../pages/account/ContactLoginPage'),
        ({ ContactLoginPage }) => <ContactLoginPage />,
      ),
    },
    {
      path: '/pricing_login',
      lazy: lazyElement(
        () => import('../pages/info/PricingContent'),
        ({ PricingContent }) => <PricingContent signedIn />,
      ),
    },
    {
      path: '/privacy_login',
      lazy: lazyElement(
        () => import('../pages/info/PrivacyContent'),
        ({ PrivacyContent }) => <PrivacyContent signedIn />,
      ),
    },
    {
      path: '/terms_login',
      lazy: lazyElement(
        () => import('../pages/info/TermsContent'),
        ({ TermsContent }) => <TermsContent signedIn />,
      ),
    },
    {
      path: '/topup',
      lazy: lazyElement(
        () => import('../pages/topup/TopupPage'),
        ({ TopupPage }) => <TopupPage />,
      ),
    },
    ...toolRoutes,
    ...signedInApiDocRoutes,
  ];
}
