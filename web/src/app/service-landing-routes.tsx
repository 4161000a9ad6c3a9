import type { RouteObject } from 'react-router';
import { ServiceLandingPage } from '../pages/public/ServiceLandingPage';
import { serviceLandings } from '../pages/public/service-landings';

/** /tts, /stt, /postagger …: one public page per service; loaded on demand (discover-routes.ts). */
export const serviceLandingRoutes: RouteObject[] = serviceLandings.map((s) => ({
  path: s.path,
  element: <ServiceLandingPage service={s} />,
}));
