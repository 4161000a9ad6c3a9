/**
 * What the web shows of a service beyond its contract declaration: words (in English and Urdu, so
 * they can be an i18next namespace) and the shape of its tool screen. Paths, limits and messages
 * are never here: they come from the declaration in contract/src/services/.
 */
export type Lang = 'en' | 'ur';

/** The public landing page's words; only the first service of a landing page carries them. */
export interface LandingCopy {
  title: string;
  tagline: string;
  paragraphs: string[];
  /** "At a glance", after the generated "Up to N characters per request" line. */
  features: string[];
  /** Caption of the landing's Nastaliq example. */
  sampleLabel?: string;
  /** Text of the landing's extra document link. */
  extraLinkLabel?: string;
}

export interface OptionCopy {
  label: string;
  /** Labels of a select's values; values without one show as they are. */
  choices?: Record<string, string>;
}

export interface ToolCopy {
  /** TTS: the voice's name in the voice selector. */
  voice?: string;
  /** Hint under the Input box; `{{limit}}` is the declaration's character limit. */
  inputHint?: string;
  /** This service's label when services share a screen (Extractive, Abstractive). */
  choiceLabel?: string;
  /** Label of the select that picks one of the services sharing a screen. */
  chooserLabel?: string;
  /** Labels of the tool's own options, by request field. */
  options?: Record<string, OptionCopy>;
}

export interface ServiceCopy {
  /** The declaration's title in this language (English: the declaration's own, so only Urdu sets it). */
  title?: string;
  /** Entry in the SERVICES menus (first service of a landing page); the title when absent. */
  menuLabel?: string;
  landing?: LandingCopy;
  tool?: ToolCopy;
}

/**
 * A tool option sent with the text: a number typed in, or a select. Its first value is the schema's
 * default; a select offers the values (enum) or the whole-number range the declaration's schema allows.
 */
export interface ToolOption {
  field: string;
  kind: 'number' | 'select';
}

export type ToolScreenKind =
  /** The shared text-tool screen (input, options, output), or the spell checker's variant of it. */
  | {
      kind: 'text' | 'spell';
      input: 'urdu' | 'latin';
      options: readonly ToolOption[];
      /** False: listed in the text tools' dropdown only on its own screen (Roman to Urdu, spec tools §2). */
      inDropdownEverywhere: boolean;
    }
  | {
      kind: 'tts';
      language: 'urdu' | 'punjabi';
      defaultVolume: number;
      /** Volume and speed are honoured by the Naghma voices only (spec tools §5). */
      adjustable: boolean;
    }
  | { kind: 'asr' }
  | { kind: 'ocr' };

export interface WebService {
  /** The declaration's id. */
  id: string;
  copy: Record<Lang, ServiceCopy>;
  landing?: { sample?: { text: string; lang: 'ur' | 'pnb' }; extraLinkHref?: string };
  tool: ToolScreenKind;
}
