import { type AnyServiceDeclaration, services } from '@zuban/contract/services/index';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-element';
import { toolScreenKind } from '../../services/index';
import { ttsScreens } from './tts-voices';

/** /utts, /female_tts, /male_tts, /punjabi_male_tts and /asr (screens load lazily; /asr brings socket.io). */
export function speechToolRoutes(catalogue: readonly AnyServiceDeclaration[] = services): RouteObject[] {
  return [
    ...ttsScreens('en', catalogue).map((screen) =>
      lazyPage(
        screen.path,
        () => import('./TtsPage'),
        (m) => <m.TtsPage key={screen.path} screen={screen} />,
      ),
    ),
    ...catalogue
      .filter((s) => toolScreenKind(s)?.kind === 'asr')
      .map((s) =>
        lazyPage(
          s.pages.tool,
          () => import('./AsrPage'),
          (m) => <m.AsrPage />,
        ),
      ),
  ];
}
