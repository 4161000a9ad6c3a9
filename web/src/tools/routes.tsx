import { type AnyServiceDeclaration, services } from '@zuban/contract/services/index';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../app/lazy-element';
import { toolScreenKind } from '../services/index';
import { speechToolRoutes } from './speech/routes';
import { spellCheckerRoute } from './spell/route';
import { textToolRoute } from './text/routes';
import { textToolScreens } from './text/text-tools';

/**
 * Signed-in tool screens (/pos_tagger, /Urdu_stemmer, /utts, /asr, /urdu_ocr …), one per `pages.tool`
 * of the catalogue, the screen picked by the service's web module (web/src/services/).
 */
export function toolRoutesFor(catalogue: readonly AnyServiceDeclaration[] = services): RouteObject[] {
  return [
    // The spell checker's screen shows markup with clickable words instead of the plain Output box.
    ...textToolScreens(catalogue).map((screen) =>
      screen.kind === 'spell' ? spellCheckerRoute(screen) : textToolRoute(screen),
    ),
    ...catalogue
      .filter((s) => toolScreenKind(s)?.kind === 'ocr')
      .map((s) =>
        lazyPage(
          s.pages.tool,
          () => import('./ocr/UrduOcrPage'),
          (m) => <m.UrduOcrPage />,
        ),
      ),
    ...speechToolRoutes(catalogue),
  ];
}

export const toolRoutes: RouteObject[] = toolRoutesFor();
