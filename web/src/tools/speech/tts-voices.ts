import { femaleTtsFailure, maleTtsFailure } from '@zuban/contract/services/tts-input';

// The TTS screens: one per voice (spec tools §1). The Urdu selector moves between the three
// Urdu pages; the Punjabi page has its single voice.
export interface TtsScreen {
  path: string;
  voice: string;
  /** Where the tool posts (spec tools §7). */
  endpoint: string;
  language: 'urdu' | 'punjabi';
  defaultVolume: number;
  /** Volume and speed are honoured by the Naghma voices only (spec tools §5). */
  adjustable: boolean;
  failure: string;
}

export const TTS_SCREENS: readonly TtsScreen[] = [
  {
    path: '/utts',
    voice: 'Naghma',
    endpoint: '/backend/tts',
    language: 'urdu',
    defaultVolume: 140,
    adjustable: true,
    failure: femaleTtsFailure,
  },
  {
    path: '/female_tts',
    voice: 'Naghma V-2.0',
    endpoint: '/backend/female_tts',
    language: 'urdu',
    defaultVolume: 140,
    adjustable: true,
    failure: femaleTtsFailure,
  },
  {
    path: '/male_tts',
    voice: 'Sarang',
    endpoint: '/backend/male_tts',
    language: 'urdu',
    defaultVolume: 100,
    adjustable: false,
    failure: maleTtsFailure,
  },
  {
    path: '/punjabi_male_tts',
    voice: 'Ektara',
    endpoint: '/backend/punjabi_male_tts',
    language: 'punjabi',
    defaultVolume: 100,
    adjustable: false,
    failure: maleTtsFailure,
  },
];

/** The voices offered in the selector of a screen: the Urdu ones together, Ektara alone. */
export const selectorVoices = (screen: TtsScreen) =>
  TTS_SCREENS.filter((s) => s.language === screen.language);

export const VOLUME = { min: 80, max: 200, step: 10 } as const;
export const RATE = { min: -5, max: 5, step: 1, initial: 0 } as const;
