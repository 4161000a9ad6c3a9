import type { RouteObject } from 'react-router';
import { signedInApiDocRoutes } from '../api-docs/routes';
import { AccessTokenPage } from '../pages/account/AccessTokenPage';
import { ChangePasswordPage } from '../pages/account/ChangePasswordPage';
import { ContactLoginPage } from '../pages/account/ContactLoginPage';
import { DashboardPage } from '../pages/account/DashboardPage';
import { JobDetailsPage } from '../pages/account/JobDetailsPage';
import { UserInfoPage } from '../pages/account/UserInfoPage';
import { PricingContent } from '../pages/info/PricingContent';
import { PrivacyContent } from '../pages/info/PrivacyContent';
import { TermsContent } from '../pages/info/TermsContent';
import { TopupPage } from '../pages/topup/TopupPage';
import { toolRoutes } from '../tools/routes';

/** Pages of a signed-in user, including the tool screens and in-account API docs of the other teams. */
export function signedInRoutes(): RouteObject[] {
  return [
    { path: '/', element: <DashboardPage /> },
    { path: '/home', element: <DashboardPage /> },
    { path: '/viewjobdetails/:jobId', element: <JobDetailsPage /> },
    { path: '/access_token', element: <AccessTokenPage /> },
    { path: '/user_info', element: <UserInfoPage /> },
    { path: '/reset_password', element: <ChangePasswordPage /> },
    { path: '/contact_login', element: <ContactLoginPage /> },
    { path: '/pricing_login', element: <PricingContent signedIn /> },
    { path: '/privacy_login', element: <PrivacyContent signedIn /> },
    { path: '/terms_login', element: <TermsContent signedIn /> },
    { path: '/topup', element: <TopupPage /> },
    ...toolRoutes,
    ...signedInApiDocRoutes,
  ];
}
