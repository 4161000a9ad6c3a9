import type { RouteObject } from 'react-router';
import { lazyElement } from '../app/lazy-element';
import { docPages } from './doc-pages';

const loadPage = () => import('./ApiDocPage');

/** API reference pages: public /static_api_* and signed-in /api_*, one per catalogue doc page (load lazily). */
export const publicApiDocRoutes: RouteObject[] = docPages('publicDoc').map((page) => ({
  path: page.path,
  lazy: lazyElement(loadPage, ({ ApiDocPage }) => <ApiDocPage page={page} signedIn={false} />),
}));
export const signedInApiDocRoutes: RouteObject[] = docPages('signedInDoc').map((page) => ({
  path: page.path,
  lazy: lazyElement(loadPage, ({ ApiDocPage }) => <ApiDocPage page={page} signedIn />),
}));
