import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-element';
import { TTS_SCREENS } from './tts-voices';

/** /utts, /female_tts, /male_tts, /punjabi_male_tts and /asr (screens load lazily; /asr brings socket.io). */
export const speechToolRoutes: RouteObject[] = [
  ...TTS_SCREENS.map((screen) =>
    lazyPage(
      screen.path,
      () => import('./TtsPage'),
      (m) => <m.TtsPage key={screen.path} screen={screen} />,
    ),
  ),
  lazyPage(
    '/asr',
    () => import('./AsrPage'),
    (m) => <m.AsrPage />,
  ),
];
