import type { RouteObject } from 'react-router';

/** API reference pages: public /static_api_* and signed-in /api_*. */
export const publicApiDocRoutes: RouteObject[] = [];
export const signedInApiDocRoutes: RouteObject[] = [];
