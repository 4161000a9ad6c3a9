import type { RouteObject } from 'react-router';
import { ApiDocPage } from './ApiDocPage';
import { docPages } from './doc-pages';

/** API reference pages: public /static_api_* and signed-in /api_*, one per catalogue doc page. */
export const publicApiDocRoutes: RouteObject[] = docPages('publicDoc').map((page) => ({
  path: page.path,
  element: <ApiDocPage page={page} signedIn={false} />,
}));
export const signedInApiDocRoutes: RouteObject[] = docPages('signedInDoc').map((page) => ({
  path: page.path,
  element: <ApiDocPage page={page} signedIn />,
}));
