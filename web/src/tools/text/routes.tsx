import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-element';
import type { TextToolScreen } from './text-tools';

/** /pos_tagger, /Urdu_stemmer, …: the shared text-tool screen of one catalogue screen (loads lazily). */
export function textToolRoute(screen: TextToolScreen): RouteObject {
  return lazyPage(
    screen.path,
    () => import('./TextToolPage'),
    (m) => <m.TextToolPage screen={screen} />,
  );
}
