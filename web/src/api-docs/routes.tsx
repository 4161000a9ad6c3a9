import type { RouteObject } from 'react-router';
import { lazyPage } from '../app/lazy-element';
import { docPages } from './doc-pages';

const loadPage = () => import('./ApiDocPage');

/** API reference pages: public /static_api_* and signed-in /api_*, one per catalogue doc page (load lazily). */
export const publicApiDocRoutes: RouteObject[] = docPages('publicDoc').map((page) =>
  lazyPage(page.path, loadPage, (m) => <m.ApiDocPage page={page} signedIn={false} />),
);
export const signedInApiDocRoutes: RouteObject[] = docPages('signedInDoc').map((page) =>
  lazyPage(page.path, loadPage, (m) => <m.ApiDocPage page={page} signedIn />),
);
