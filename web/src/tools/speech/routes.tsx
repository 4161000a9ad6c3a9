import type { RouteObject } from 'react-router';
import { AsrPage } from './AsrPage';
import { TtsPage } from './TtsPage';
import { TTS_SCREENS } from './tts-voices';

/** /utts, /female_tts, /male_tts, /punjabi_male_tts and /asr. */
export const speechToolRoutes: RouteObject[] = [
  ...TTS_SCREENS.map((screen) => ({
    path: screen.path,
    element: <TtsPage key={screen.path} screen={screen} />,
  })),
  { path: '/asr', element: <AsrPage /> },
];
