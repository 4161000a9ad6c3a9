import type { RouteObject } from 'react-router';
import { publicApiDocRoutes } from '../../web/src/api-docs/routes';
import { publicRoutes } from '../../web/src/app/public-routes';
import { serviceLandingRoutes } from '../../web/src/app/service-landing-routes';
import { staffRoutes } from '../../web/src/app/staff-routes';
import { signedInRoutes } from '../../web/src/app/user-routes';

/** Every path a route tree answers on, children joined to their parents (`:params` left in). */
export function pathsOf(routes: readonly RouteObject[], base = ''): string[] {
  const out: string[] = [];
  for (const route of routes) {
    const here = route.path === undefined ? base : join(base, route.path);
    if (route.index || (route.path !== undefined && !route.children?.length)) out.push(here || '/');
    if (route.children) out.push(...pathsOf(route.children, here));
  }
  return [...new Set(out)];
}

function join(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/$/, '')}/${path}`;
}

/**
 * Fills `:name` segments from `params`; a path with a parameter the caller does not know fails here,
 * so a new parameterised route is noticed instead of skipped.
 */
export function fill(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * The routes of the web app's own route tables, per session kind: visitors get the public layout's
 * pages (with the service landing and public API doc pages discovered on demand), users the signed-in
 * pages (tool screens and in-account API docs included), staff the admin screens.
 */
export function routeTable(): { visitor: string[]; user: string[]; staff: string[] } {
  return {
    visitor: pathsOf([publicRoutes(), ...serviceLandingRoutes, ...publicApiDocRoutes]),
    user: pathsOf(signedInRoutes()),
    staff: pathsOf(staffRoutes()),
  };
}
