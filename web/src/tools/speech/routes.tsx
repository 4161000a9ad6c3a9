import type { RouteObject } from 'react-router';
import { lazyElement } from '../../app/lazy-element';
import { TTS_SCREENS } from './tts-voices';

/** /utts, /female_tts, /male_tts, /punjabi_male_tts and /asr (screens load lazily; /asr brings socket.io). */
export const speechToolRoutes: RouteObject[] = [
  ...TTS_SCREENS.map((screen) => ({
    path: screen.path,
    lazy: lazyElement(
      () => import('./TtsPage'),
      ({ TtsPage }) => <TtsPage key={screen.path} screen={screen} />,
    ),
  })),
  {
    path: '/asr',
    lazy: lazyElement(
      () => import('./AsrPage'),
      ({ AsrPage }) => <AsrPage />,
    ),
  },
];
