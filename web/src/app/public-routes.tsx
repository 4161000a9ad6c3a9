import type { RouteObject } from 'react-router';
import { LandingPage } from '../pages/public/LandingPage';
import { LoginPage } from '../pages/public/LoginPage';
import { PublicLayout } from '../ui/layouts/PublicLayout';
import { lazyElement } from './lazy-element';

/** The id discover-routes.ts patches the service landing and public API doc pages into. */
export const PUBLIC_ROUTE_ID = 'public';

/**
 * Everyone's pages (visitors and signed-in users), with the spec's spellings. Only the landing and
 * sign-in pages are in the first bundle; the others load on first visit (the forms bring zod and the
 * country list, /pricing the catalogue). The service landing pages (/tts …) and the /static_api_* doc
 * pages are added on demand (discover-routes.ts).
 */
export function publicRoutes(): RouteObject {
  return {
    id: PUBLIC_ROUTE_ID,
    element: <PublicLayout />,
    children: [
      { path: '/landingPage', element: <LandingPage /> },
      { path: '/loginpage', element: <LoginPage /> },
      {
        path: '/register',
        lazy: lazyElement(
          () => import('../pages/public/RegisterPage'),
          ({ RegisterPage }) => <RegisterPage />,
        ),
      },
      {
        path: '/forgotPassword',
        lazy: lazyElement(
          () => import('../pages/public/ForgotPasswordPage'),
          ({ ForgotPasswordPage }) => <ForgotPasswordPage />,
        ),
      },
      {
        path: '/resetPassword',
        lazy: lazyElement(
          () => import('../pages/public/ResetPasswordPage'),
          ({ ResetPasswordPage }) => <ResetPasswordPage />,
        ),
      },
      {
        path: '/caccount',
        lazy: lazyElement(
          () => import('../pages/public/ConfirmAccountPage'),
          ({ ConfirmAccountPage }) => <ConfirmAccountPage />,
        ),
      },
      {
        path: '/pricing',
        lazy: lazyElement(
          () => import('../pages/info/PricingContent'),
          ({ PricingContent }) => <PricingContent signedIn={false} />,
        ),
      },
      {
        path: '/privacy',
        lazy: lazyElement(
          () => import('../pages/info/PrivacyContent'),
          ({ PrivacyContent }) => <PrivacyContent signedIn={false} />,
        ),
      },
      {
        path: '/terms',
        lazy: lazyElement(
          () => import('../pages/info/TermsContent'),
          ({ TermsContent }) => <TermsContent signedIn={false} />,
        ),
      },
      {
        path: '/fellowship',
        lazy: lazyElement(
          () => import('../pages/fellowship/FellowshipPage'),
          ({ FellowshipPage }) => <FellowshipPage />,
        ),
      },
      {
        path: '/fellowship_proposal',
        lazy: lazyElement(
          () => import('../pages/fellowship/FellowshipProposalPage'),
          ({ FellowshipProposalPage }) => <FellowshipProposalPage />,
        ),
      },
      {
        path: '/speech_services',
        lazy: lazyElement(servicesInfo, (m) => <m.ServicesInfoPage info={m.speechInfo} />),
      },
      {
        path: '/text_services',
        lazy: lazyElement(servicesInfo, (m) => <m.ServicesInfoPage info={m.textInfo} />),
      },
      {
        path: '/image_services',
        lazy: lazyElement(servicesInfo, (m) => <m.ServicesInfoPage info={m.imageInfo} />),
      },
    ],
  };
}

function servicesInfo() {
  return import('../pages/public/ServicesInfoPage');
}
