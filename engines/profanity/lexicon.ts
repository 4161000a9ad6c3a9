// The profanity lexicon built by training/build-lexicon.ts: weight 0..1 (severity) per
// Roman Urdu key and per Urdu-script key or two-word phrase.
import { existsSync, readFileSync } from 'node:fs';

export interface ProfanityLexiconData {
  version: number;
  /** Roman Urdu key -> severity weight. */
  roman: Record<string, number>;
  /** Urdu-script key (one word, or two joined by a space) -> severity weight. */
  urdu: Record<string, number>;
}

export interface ProfanityLexicon {
  roman: Map<string, number>;
  urdu: Map<string, number>;
}

export const DEFAULT_LEXICON_PATH = new URL('./data/profanity-lexicon.json', import.meta.url);

export function loadProfanityLexicon(path: string | URL = DEFAULT_LEXICON_PATH): ProfanityLexicon {
  if (!existsSync(path)) {
    // code 'engine_unavailable': the service answers 503 and refunds.
    const error = new Error(
      `Profanity lexicon ${String(path)} not found: build it with training/build-lexicon.ts.`,
    );
    throw Object.assign(error, { code: 'engine_unavailable' });
  }
  const data = JSON.parse(readFileSync(path, 'utf8')) as ProfanityLexiconData;
  return { roman: new Map(Object.entries(data.roman)), urdu: new Map(Object.entries(data.urdu)) };
}
