import type { RouteObject } from 'react-router';
import { publicApiDocRoutes } from '../api-docs/routes';
import { FellowshipPage } from '../pages/fellowship/FellowshipPage';
import { FellowshipProposalPage } from '../pages/fellowship/FellowshipProposalPage';
import { PricingContent } from '../pages/info/PricingContent';
import { PrivacyContent } from '../pages/info/PrivacyContent';
import { TermsContent } from '../pages/info/TermsContent';
import { ConfirmAccountPage } from '../pages/public/ConfirmAccountPage';
import { ForgotPasswordPage } from '../pages/public/ForgotPasswordPage';
import { LandingPage } from '../pages/public/LandingPage';
import { LoginPage } from '../pages/public/LoginPage';
import { RegisterPage } from '../pages/public/RegisterPage';
import { ResetPasswordPage } from '../pages/public/ResetPasswordPage';
import { ServiceLandingPage } from '../pages/public/ServiceLandingPage';
import { imageInfo, ServicesInfoPage, speechInfo, textInfo } from '../pages/public/ServicesInfoPage';
import { serviceLandings } from '../pages/public/service-landings';
import { PublicLayout } from '../ui/layouts/PublicLayout';

/** Everyone's pages (visitors and signed-in users), with the spec's spellings. */
export function publicRoutes(): RouteObject {
  return {
    element: <PublicLayout />,
    children: [
      { path: '/landingPage', element: <LandingPage /> },
      { path: '/loginpage', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgotPassword', element: <ForgotPasswordPage /> },
      { path: '/resetPassword', element: <ResetPasswordPage /> },
      { path: '/caccount', element: <ConfirmAccountPage /> },
      { path: '/pricing', element: <PricingContent signedIn={false} /> },
      { path: '/privacy', element: <PrivacyContent signedIn={false} /> },
      { path: '/terms', element: <TermsContent signedIn={false} /> },
      { path: '/fellowship', element: <FellowshipPage /> },
      { path: '/fellowship_proposal', element: <FellowshipProposalPage /> },
      { path: '/speech_services', element: <ServicesInfoPage info={speechInfo} /> },
      { path: '/text_services', element: <ServicesInfoPage info={textInfo} /> },
      { path: '/image_services', element: <ServicesInfoPage info={imageInfo} /> },
      ...serviceLandings.map((s) => ({ path: s.path, element: <ServiceLandingPage service={s} /> })),
      ...publicApiDocRoutes,
    ],
  };
}
