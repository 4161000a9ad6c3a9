import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route's `lazy` property that imports a screen's module on first visit and renders it: the screen's
 * code leaves the bundle every visitor loads first. react-router keeps the current page (or, on the
 * first load, the root route's LoadingOverlay) until the module arrives.
 */
export function lazyElement<M>(load: () => Promise<M>, render: (module: M) => ReactNode) {
  return async (): Promise<{ element: ReactNode }> => ({ element: render(await load()) });
}

/** A route whose screen loads on first visit (lazyElement), written on one line in the route tables. */
export function lazyPage<M>(
  path: string,
  load: () => Promise<M>,
  render: (module: M) => ReactNode,
): RouteObject {
  return { path, lazy: lazyElement(load, render) };
}
