import { asr } from '@zuban/contract/services/asr';
import { femaleTts } from '@zuban/contract/services/female-tts';
import { type AnyServiceDeclaration, services } from '@zuban/contract/services/index';
import { tts } from '@zuban/contract/services/tts';
import { fieldFacts } from '../../services/copy-values';
import { type Lang, serviceCopy, toolScreenKind } from '../../services/index';

// The TTS screens: one per voice (spec tools §1). The Urdu selector moves between the three
// Urdu pages; the Punjabi page has its single voice.
export interface TtsScreen {
  path: string;
  /** The catalogue's service id: the screen polls its call's progress by it. */
  serviceId: string;
  voice: string;
  /** Where the tool posts (spec tools §7). */
  endpoint: string;
  language: 'urdu' | 'punjabi';
  defaultVolume: number;
  /** Volume and speed are honoured by the Naghma voices only (spec tools §5). */
  adjustable: boolean;
  failure: string;
}

/** One screen per TTS service of the catalogue: its tool path, voice name and options from its web module. */
export function ttsScreens(
  lang: Lang = 'en',
  catalogue: readonly AnyServiceDeclaration[] = services,
): TtsScreen[] {
  return catalogue.flatMap((s) => {
    const tool = toolScreenKind(s);
    if (tool?.kind !== 'tts') return [];
    return [
      {
        path: s.pages.tool,
        serviceId: s.id,
        voice: serviceCopy(s, lang).tool?.voice ?? s.title,
        endpoint: s.toolPaths[0]!,
        language: tool.language,
        defaultVolume: tool.defaultVolume,
        adjustable: tool.adjustable,
        failure: s.failureMessage,
      },
    ];
  });
}

export const TTS_SCREENS: readonly TtsScreen[] = ttsScreens();

/** The voices offered in the selector of a screen: the Urdu ones together, Ektara alone. */
export const selectorVoices = (screen: TtsScreen) =>
  TTS_SCREENS.filter((s) => s.language === screen.language);

// The sliders end where the declared schema does; the volume slider starts at 80 (spec tools §9),
// above the API's floor.
const { volume, speed } = fieldFacts(tts);
export const VOLUME = { min: 80, max: volume?.maximum ?? 0, step: 10 } as const;
export const RATE = {
  min: speed?.minimum ?? 0,
  max: speed?.maximum ?? 0,
  step: 1,
  initial: Number(speed?.default ?? 0),
} as const;

/** Where the TTS and ASR screens point to each other (the ASR screen offers Naghma V-2.0). */
export const speechLinks = { asr: asr.pages.tool, tts: femaleTts.pages.tool } as const;
