import type { RouteObject } from 'react-router';
import { LandingPage } from '../pages/public/LandingPage';
import { LoginPage } from '../pages/public/LoginPage';
import { PublicLayout } from '../ui/layouts/PublicLayout';
import { lazyPage } from './lazy-element';

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
      lazyPage(
        '/register',
        () => import('../pages/public/RegisterPage'),
        (m) => <m.RegisterPage />,
      ),
      lazyPage(
        '/forgotPassword',
        () => import('../pages/public/ForgotPasswordPage'),
        (m) => <m.ForgotPasswordPage />,
      ),
      lazyPage(
        '/resetPassword',
        () => import('../pages/public/ResetPasswordPage'),
        (m) => <m.ResetPasswordPage />,
      ),
      lazyPage(
        '/caccount',
        () => import('../pages/public/ConfirmAccountPage'),
        (m) => <m.ConfirmAccountPage />,
      ),
      lazyPage(
        '/pricing',
        () => import('../pages/info/PricingContent'),
        (m) => <m.PricingContent signedIn={false} />,
      ),
      lazyPage(
        '/privacy',
        () => import('../pages/info/PrivacyContent'),
        (m) => <m.PrivacyContent signedIn={false} />,
      ),
      lazyPage(
        '/terms',
        () => import('../pages/info/TermsContent'),
        (m) => <m.TermsContent signedIn={false} />,
      ),
      lazyPage(
        '/fellowship',
        () => import('../pages/fellowship/FellowshipPage'),
        (m) => <m.FellowshipPage />,
      ),
      lazyPage(
        '/fellowship_proposal',
        () => import('../pages/fellowship/FellowshipProposalPage'),
        (m) => <m.FellowshipProposalPage />,
      ),
      lazyPage('/speech_services', servicesInfo, (m) => <m.ServicesInfoPage info={m.speechInfo} />),
      lazyPage('/text_services', servicesInfo, (m) => <m.ServicesInfoPage info={m.textInfo} />),
      lazyPage('/image_services', servicesInfo, (m) => <m.ServicesInfoPage info={m.imageInfo} />),
    ],
  };
}

function servicesInfo() {
  return import('../pages/public/ServicesInfoPage');
}
