import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-element';
import { textToolScreens } from './text-tools';

/** /pos_tagger, /Urdu_stemmer, … one route per text tool screen of the catalogue (the screen loads lazily). */
export const textToolRoutes: RouteObject[] = textToolScreens().map((screen) =>
  lazyPage(
    screen.path,
    () => import('./TextToolPage'),
    (m) => <m.TextToolPage screen={screen} />,
  ),
);
