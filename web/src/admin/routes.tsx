import type { RouteObject } from 'react-router';

/** Staff-only screens; the admin issue fills these in. */
export const adminRoutes: RouteObject[] = [];
