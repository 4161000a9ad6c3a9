import type { RouteObject } from 'react-router';
import { lazyPage } from '../app/lazy-element';
import { speechToolRoutes } from './speech/routes';
import { spellCheckerRoute } from './spell/route';
import { textToolRoutes } from './text/routes';

/** Signed-in tool screens (/pos_tagger, /Urdu_stemmer, /utts, /asr, /urdu_ocr …), generated from the catalogue. */
export const toolRoutes: RouteObject[] = [
  // The spell checker's screen shows markup with clickable words instead of the plain Output box.
  spellCheckerRoute,
  ...textToolRoutes.filter((r) => r.path !== spellCheckerRoute.path),
  lazyPage(
    '/urdu_ocr',
    () => import('./ocr/UrduOcrPage'),
    (m) => <m.UrduOcrPage />,
  ),
  ...speechToolRoutes,
];
